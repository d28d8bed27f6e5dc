import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { paths } from '@/config/routes';
import { uploadFiles } from '@/lib/http/upload';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import type { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { saveAgency } from '../api/save-agency';
import { consentStatement, EMPTY_APPLICATION, OTHER_MATTER, type ApplicationDraft } from '../application-rules';
import { applicationSchema } from '../application-schema';
import { useAgencyMatters, useRefreshAgency } from './use-agency';

export type ApplicationStep = 'form' | 'consent' | 'review';

/** What is sent for the application: trimmed, the relative's details and consent only for a relative. */
function agencyPayload(d: ApplicationDraft) {
  return {
    forWhom: d.forWhom,
    applicantName: d.applicantName.trim(),
    contactMobile: d.contactMobile.trim(),
    ...(d.matterId === OTHER_MATTER ? {} : { matterId: d.matterId }),
    matterName: d.matterName.trim(),
    preferredTime: d.preferredTime,
    remark: d.remark.trim(),
    materials: d.materials.map((m) => m.url),
    ...(d.forWhom === 'relative'
      ? {
          principalName: d.principalName.trim(),
          principalIdcard: d.principalIdcard.trim().toUpperCase(),
          principalMobile: d.principalMobile.trim(),
          relation: d.relation,
          consent: { agreed: d.consentAgreed, statement: consentStatement(d) },
        }
      : {}),
  };
}

/**
 * The 帮办代办 application's state: its draft form (kept through a 401 or a reload), its steps in
 * the address (docs/adding-a-page.md, "A wizard"), the materials' uploads and the send, through
 * the component's guarded submit.
 */
export function useApplicationForm(submit: ReturnType<typeof useGuardedSubmit>) {
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const refresh = useRefreshAgency();
  const matters = useAgencyMatters(fixedArea);
  const { form, discard } = useDraftForm<ApplicationDraft>('agency.application', {
    empty: EMPTY_APPLICATION,
    resolver: zodResolver(applicationSchema),
  });
  const { control, register, getValues, setValue, handleSubmit, formState } = form;
  const d = useWatch({ control }) as ApplicationDraft;
  const errors = Object.fromEntries(Object.entries(formState.errors).map(([k, e]) => [k, e?.message])) as Partial<
    Record<keyof ApplicationDraft, string>
  >;
  // Each step is a history entry: the phone's back button steps back, every answer kept. The
  // later steps need the form checked (an address opened cold shows the form).
  const [checked, setChecked] = useState(false);
  const wizard = useStepInHistory<ApplicationStep>('form', (s) =>
    s === 'form' ? true : s === 'consent' ? checked && d.forWhom === 'relative' : checked && (d.forWhom !== 'relative' || d.consentAgreed),
  );
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // A consent given names the relative: another name, number or relation needs it again.
  const withdrawConsent = () => setValue('consentAgreed', false);
  // Once a check was asked for, a changed field is checked again as it changes.
  const choose = <K extends keyof ApplicationDraft>(k: K, v: ApplicationDraft[K]) =>
    setValue(k, v as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const next = handleSubmit((v) => {
    setChecked(true);
    wizard.to(v.forWhom === 'relative' ? 'consent' : 'review');
  });

  const upload = async (files: File[]) => {
    if (!files.length) return;
    setUploadError(null);
    setUploading(0);
    try {
      const done = await uploadFiles(files, { silent: true, onProgress: setUploading });
      choose('materials', [...getValues('materials'), ...done.map((f) => ({ url: f.url, name: f.name }))].slice(0, 9));
    } catch (e) {
      setUploadError(`上传失败：${e instanceof Error ? e.message : '请重试'}`);
    } finally {
      setUploading(null);
    }
  };

  const removeMaterial = (url: string) =>
    choose(
      'materials',
      getValues('materials').filter((x) => x.url !== url),
    );

  const send = () =>
    submit.run(async () => {
      const { id } = await saveAgency(agencyPayload(d));
      discard();
      await refresh();
      go(paths.myAgencyDetails({ id }), { replace: true });
    });

  return {
    matters,
    register,
    setValue,
    d,
    errors,
    wizard,
    uploading,
    uploadError,
    setUploadError,
    withdrawConsent,
    choose,
    next,
    upload,
    removeMaterial,
    send,
  };
}
