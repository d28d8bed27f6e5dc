import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { MaterialUploader, materialGiven, type MaterialGiven } from '@/components/material-uploader/material-uploader';
import { paths } from '@/config/routes';
import { toast } from '@/lib/feedback/feedback';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useAppNavigate } from '@/lib/router/navigation';
import { useDraft } from '@/lib/storage/use-draft';
import { caseOptions } from '../api/get-case';
import { supplementCase } from '../api/supplement-case';
import styles from './cases.module.css';

/** 补正: the returned materials only, fixed and sent again (the draft keeps the new pages). */
export function SupplementForm({ id }: { id: string }) {
  const q = useQuery(caseOptions(id));
  const go = useAppNavigate();
  const client = useQueryClient();
  const draft = useDraft<{ materials: Record<string, MaterialGiven> }>(`case.supplement.${id}`, { materials: {} });
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = useGuardedSubmit({ kept: '已上传的材料已保留，可稍后重试。' });
  const c = q.data;
  if (!c || c.stage !== 'returned') return null;
  const returned = c.materials.filter((m) => m.status === 'returned');
  const send = () => {
    const missing = returned.filter((m) => !materialGiven(draft.value.materials[m.index]));
    if (Object.values(busy).some(Boolean)) return setError('材料还在上传，请稍候');
    if (missing.length) return setError(`请重新上传：${missing.map((m) => m.name).join('、')}`);
    setError(null);
    return submit.run(async () => {
      await supplementCase({
        id,
        materials: returned.map((m) => {
          const v = draft.value.materials[m.index];
          return v.certId ? { index: m.index, files: [], certId: v.certId } : { index: m.index, files: v.files.map((f) => f.url) };
        }),
      });
      draft.clear();
      await client.invalidateQueries({ queryKey: ['cases'] });
      toast.success('补正材料已提交');
      go(paths.timeInfolistDetail({ id }), { replace: true });
    });
  };
  return (
    <section className={styles.panel} aria-labelledby="sup-title">
      <h2 id="sup-title">补正材料</h2>
      <p className={styles.meta}>只需重新上传下列被退回的材料，其他材料无需再交。</p>
      <div className={styles.form} style={{ padding: '8px 0 0' }}>
        {returned.map((m) => (
          <MaterialUploader
            key={m.index}
            material={{ index: m.index, name: m.name, required: true, maxPages: 9, returnedReason: m.reason }}
            value={draft.value.materials[m.index] ?? { files: [], certId: null }}
            onBusyChange={(b) => setBusy((x) => ({ ...x, [m.index]: b }))}
            onChange={(v) => draft.setValue((prev) => ({ materials: { ...prev.materials, [m.index]: v } }))}
          />
        ))}
        {error || submit.error ? (
          <p className={styles.error} role="alert">
            {error ?? submit.error}
          </p>
        ) : null}
        <Button color="primary" block loading={submit.submitting} disabled={submit.submitting} onClick={() => void send()}>
          提交补正材料
        </Button>
      </div>
    </section>
  );
}
