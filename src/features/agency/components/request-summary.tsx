import kit from '@/components/form-kit/form-kit.module.css';
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
        <dl className={kit.summary}>
          <dt>申请编号</dt>
          <dd>{r.id}</dd>
          <dt>申请对象</dt>
          <dd>{r.forWhom === 'self' ? `${r.applicantName}（本人）` : `${r.principalName}（${r.applicantName}的${r.relation}）`}</dd>
          {r.consent ? (
            <>
              <dt>亲属授权</dt>
              <dd>已于{formatTime(r.consent.agreedAt)}同意</dd>
            </>
          ) : null}
          <dt>期望时间</dt>
          <dd>{r.preferredTime}</dd>
          <dt>提交时间</dt>
          <dd>{formatTime(r.createdAt)}</dd>
        </dl>
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
