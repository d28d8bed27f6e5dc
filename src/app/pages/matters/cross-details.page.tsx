import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, TextArea } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { CROSS_STAGES } from '@/features/matters/cross';
import { crossDetailOptions } from '@/features/matters/api/online/get-cross-detail';
import { sendCrossFeedback } from '@/features/matters/api/online/send-cross-feedback';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useDraft } from '@/lib/storage/use-draft';

const fmt = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });

/** 跨省通办详情: the request, its status and the feedback both sides wrote. */
export default function CrossDetailsPage() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const q = useQuery({ ...crossDetailOptions(id), refetchOnMount: 'always' });
  const client = useQueryClient();
  const draft = useDraft<{ text: string }>(`cross.feedback.${id}`, { text: '' });
  const submit = useGuardedSubmit({ kept: '内容已保留。' });
  const send = () =>
    submit.run(async () => {
      await sendCrossFeedback({ id, content: draft.value.text.trim() });
      draft.clear();
      draft.setValue({ text: '' });
      await client.invalidateQueries({ queryKey: crossDetailOptions(id).queryKey });
    });
  return (
    <PageShell title="跨省通办详情">
      <QueryView query={q} missing={!id}>
        {(r) => (
          <>
            <section className={styles.panel} aria-labelledby="cd-title">
              <h2 id="cd-title">{r.matterName}</h2>
              <dl className={styles.summary}>
                <dt>状态</dt>
                <dd>{CROSS_STAGES[r.stage]}</dd>
                <dt>办理模式</dt>
                <dd>{r.mode}</dd>
                <dt>申请地</dt>
                <dd>{r.fromPlace}</dd>
                <dt>办理地</dt>
                <dd>{r.toPlace}</dd>
                <dt>申请说明</dt>
                <dd>{r.description}</dd>
                <dt>提交时间</dt>
                <dd>{fmt(r.createdAt)}</dd>
              </dl>
            </section>
            <section className={styles.panel} aria-labelledby="cd-feedback">
              <h2 id="cd-feedback">办理反馈</h2>
              {r.feedback.length === 0 ? <p className={kit.hint}>工作人员将在30分钟内受理并反馈。</p> : null}
              <ol className={styles.list}>
                {r.feedback.map((f, i) => (
                  <li key={i} className={styles.item}>
                    <strong>{f.by === 'staff' ? '工作人员' : '我'}</strong>
                    <span className={kit.hint}>{fmt(f.at)}</span>
                    <span>{f.content}</span>
                  </li>
                ))}
              </ol>
              <div className={kit.field} style={{ marginTop: 12 }}>
                <label htmlFor="cd-text" className={kit.label}>
                  补充说明或提问
                </label>
                <div className={styles.input}>
                  <TextArea
                    id="cd-text"
                    rows={2}
                    maxLength={300}
                    showCount
                    value={draft.value.text}
                    onChange={(v) => draft.setValue({ text: v })}
                  />
                </div>
                {submit.error ? (
                  <p className={kit.error} role="alert">
                    {submit.error}
                  </p>
                ) : null}
                <Button
                  color="primary"
                  disabled={!draft.value.text.trim() || submit.submitting}
                  loading={submit.submitting}
                  onClick={() => void send()}
                >
                  发送反馈
                </Button>
              </div>
            </section>
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
