import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { paths } from '@/config/routes';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import type { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useAppNavigate } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { local } from '@/lib/storage/storage';
import { consultDepartmentsQuery, consultMattersQuery, myConsultsQuery, saveConsult } from '../api/consult';
import { EMPTY_CONSULT, type ConsultDraft } from '../consult-rules';
import { consultSchema } from '../consult-schema';
import { useConsultUploads } from './use-consult-uploads';

/**
 * The consult form's state: its draft form (the user's mobile as the contact), the check step in
 * the address (docs/adding-a-page.md, "A wizard"), the departments and their matters, the photos'
 * uploads and the send, through the component's guarded submit.
 */
export function useConsultForm(submit: ReturnType<typeof useGuardedSubmit>, initialDepartmentId?: string, initialMatterId?: string) {
  const go = useAppNavigate();
  const qc = useQueryClient();
  const mobile = local.getJson<{ mobile?: string }>('userInfo')?.mobile ?? '';
  const { form, discard } = useDraftForm<ConsultDraft>('im.consult', {
    empty: { ...EMPTY_CONSULT, departmentId: initialDepartmentId ?? '', matterId: initialMatterId ?? '', contact: mobile },
    resolver: zodResolver(consultSchema),
  });
  const { control, getValues, handleSubmit } = form;
  const d = useWatch({ control }) as ConsultDraft;
  // The check is a history entry: the phone's back button returns to the form as it was typed.
  const [checked, setChecked] = useState(false);
  const wizard = useStepInHistory<'form' | 'review'>('form', (s) => s === 'form' || checked);
  const backToForm = () => void wizard.back('form');
  const departments = useQuery(consultDepartmentsQuery());
  const matters = useQuery(consultMattersQuery(d.departmentId));
  const uploads = useConsultUploads(form);

  const next = handleSubmit(() => {
    setChecked(true);
    wizard.to('review');
  });

  const send = () =>
    submit.run(async () => {
      const v = getValues();
      await saveConsult({
        departmentId: v.departmentId,
        ...(v.matterId ? { matterId: v.matterId } : {}),
        title: v.title.trim(),
        content: v.content.trim(),
        images: v.images.map((i) => i.url),
        contact: v.contact.trim(),
      });
      discard();
      await qc.invalidateQueries({ queryKey: myConsultsQuery().queryKey });
      go(paths.myconsult(), { replace: true });
    });

  return { go, form, d, step: wizard.step, backToForm, departments, matters, uploads, next, send };
}
