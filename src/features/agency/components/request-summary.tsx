import { SummaryList } from '@/components/form-kit/summary-list';
import { formatTime } from '../format';
import type { AgencyRequest } from '../types';
import { StatusTag } from './request-parts';
import styles from './agency.module.css';

/** The citizen's request at a glance: what, for whom, when, and its 帮办员 (or that one is being found). */
export function RequestSummary({ request: r }: { request: AgencyRequest }) {
  return (
    <>
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <span className={styles.cardTitle}>{r.matterName}</span>
          <StatusTag status={r.status} />
        </div>
        <SummaryList
          rows={[
            ['申请编号', r.id],
            ['申请对象', r.forWhom === 'self' ? `${r.applicantName}（本人）` : `${r.principalName}（${r.applicantName}的${r.relation}）`],
            ...(r.consent ? [['亲属授权', `已于${formatTime(r.consent.agreedAt)}同意`] as const] : []),
            ['期望时间', r.preferredTime],
            ['提交时间', formatTime(r.createdAt)],
          ]}
        />
      </div>
      <section className={styles.section} aria-labelledby="assistant">
        <h2 id="assistant">帮办员</h2>
        {r.assigneeName ? (
          <div className={styles.actions}>
            <span>{r.assigneeName}</span>
            {r.assigneeMobile ? <a href={`tel:${r.assigneeMobile}`}>拨打电话 {r.assigneeMobile}</a> : null}
          </div>
        ) : (
          <p className={styles.meta}>{r.status === 'cancelled' ? '申请已取消' : '正在为您安排帮办员，请耐心等待'}</p>
        )}
      </section>
    </>
  );
}
