import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { CROSS_STAGES } from '@/features/matters/cross';
import { crossDetailQuery } from '@/features/matters/api/online/get-cross-detail';
import { CrossFeedbackForm } from '@/features/matters/components/cross-feedback-form';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

const fmt = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });

/** 跨省通办详情: the request, its status and the feedback both sides wrote. */
export default function CrossDetailsPage() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const q = useQuery({ ...crossDetailQuery(id), refetchOnMount: 'always' });
  return (
    <PageShell title="跨省通办详情">
      <QueryView query={q} missing={!id}>
        {(r) => (
          <>
            <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="cd-title">
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
            <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="cd-feedback">
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
              <CrossFeedbackForm id={id} />
            </section>
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
