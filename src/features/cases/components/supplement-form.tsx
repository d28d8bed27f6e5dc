import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { MaterialUploader } from '@/components/material-uploader/material-uploader';
import { paths } from '@/config/routes';
import { toast } from '@/lib/feedback/feedback';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useAppNavigate } from '@/lib/router/navigation';
import { caseQuery } from '../api/get-case';
import { casesKey } from '../api/list-cases';
import { supplementCase } from '../api/supplement-case';
import { EMPTY_SUPPLEMENT, supplementSchema, type SupplementContext, type SupplementDraft } from '../supplement-schema';
import styles from './cases.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

/** The form's values checked with the page's context (the returned materials, an upload under way). */
const checkSupplement: Resolver<SupplementDraft, SupplementContext> = async (values, context, options) => {
  const result = await zodResolver(supplementSchema)({ ...values, ...(context as SupplementContext) }, context, options as never);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors } : { values, errors: {} };
};

/** 补正: the returned materials only, fixed and sent again (the draft keeps the new pages). */
export function SupplementForm({ id }: { id: string }) {
  const q = useQuery(caseQuery(id));
  const go = useAppNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const c = q.data;
  const returned = c?.stage === 'returned' ? c.materials.filter((m) => m.status === 'returned') : [];
  const context: SupplementContext = { returned, uploading: Object.values(busy).some(Boolean) };
  const { form, discard } = useDraftForm<SupplementDraft>(`case.supplement.${id}`, {
    empty: EMPTY_SUPPLEMENT,
    resolver: checkSupplement,
    context,
  });
  const materials = useWatch({ control: form.control, name: 'materials' });
  const submit = useGuardedSubmit({ kept: '已上传的材料已保留，可稍后重试。' });
  if (!c || c.stage !== 'returned') return null;
  const send = form.handleSubmit(() =>
    submit.run(async () => {
      const given = form.getValues('materials');
      await supplementCase({
        id,
        materials: returned.map((m) => {
          const v = given[m.index];
          return v.certId ? { index: m.index, files: [], certId: v.certId } : { index: m.index, files: v.files.map((f) => f.url) };
        }),
      });
      discard();
      await client.invalidateQueries({ queryKey: casesKey });
      toast.success('补正材料已提交');
      go(paths.timeInfolistDetail({ id }), { replace: true });
    }),
  );
  // The schema reports its one message on `materials` (the record's own entries carry none).
  const error = (form.formState.errors.materials?.message as string | undefined) ?? submit.error;
  return (
    <section className={kit.panel} aria-labelledby="sup-title">
      <h2 id="sup-title">补正材料</h2>
      <p className={styles.meta}>只需重新上传下列被退回的材料，其他材料无需再交。</p>
      <div className={`${styles.form} ${styles.supplementForm}`}>
        {returned.map((m) => (
          <MaterialUploader
            key={m.index}
            material={{ index: m.index, name: m.name, required: true, maxPages: 9, returnedReason: m.reason }}
            value={materials[m.index] ?? { files: [], certId: null }}
            onBusyChange={(b) => setBusy((x) => ({ ...x, [m.index]: b }))}
            onChange={(v) =>
              form.setValue('materials', { ...form.getValues('materials'), [m.index]: v }, { shouldValidate: form.formState.isSubmitted })
            }
          />
        ))}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button color="primary" block loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
          提交补正材料
        </Button>
      </div>
    </section>
  );
}
