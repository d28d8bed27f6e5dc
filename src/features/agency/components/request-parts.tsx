import { Tag } from 'antd-mobile';
import { formatTime } from '../format';
import { STATUS_TEXT, type AgencyRequest, type AgencyStatus } from '../types';
import styles from './agency.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

const COLORS: Record<AgencyStatus, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  submitted: 'warning',
  grabbed: 'primary',
  inProgress: 'primary',
  waitingCitizen: 'warning',
  signed: 'success',
  done: 'success',
  cancelled: 'default',
};

export function StatusTag({ status }: { status: AgencyStatus }) {
  return (
    <Tag color={COLORS[status]} fill="outline" className={styles.statusTag}>
      {STATUS_TEXT[status]}
    </Tag>
  );
}

/** Every status change, oldest first: the principal and the applicant see the same history. */
export function History({ request }: { request: AgencyRequest }) {
  return (
    <section className={styles.section} aria-labelledby={`hist-${request.id}`}>
      <h2 id={`hist-${request.id}`}>办理进度</h2>
      <ol className={styles.timeline}>
        {request.history.map((h, i) => (
          <li key={`${h.status}-${h.at}-${i}`}>
            <strong>{STATUS_TEXT[h.status]}</strong> · {formatTime(h.at)} ·{' '}
            {h.byRole === 'staff' ? '帮办员' : h.byRole === 'citizen' ? '申请人' : ''}
            {h.byName}
            {h.note ? `：${h.note}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Messages({ request }: { request: AgencyRequest }) {
  return (
    <section className={styles.section} aria-labelledby={`msg-${request.id}`}>
      <h2 id={`msg-${request.id}`}>消息</h2>
      {request.messages.length ? (
        <ul className={styles.messages} aria-live="polite">
          {request.messages.map((m) => (
            <li key={m.id} className={`${styles.message} ${m.from === 'staff' ? styles.messageStaff : ''}`}>
              <div className={styles.meta}>
                {m.from === 'system' ? '系统通知' : m.fromName} · {formatTime(m.at)}
              </div>
              {m.content}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>暂无消息</p>
      )}
    </section>
  );
}

/** The signature as stored: image, document hash, time and device. */
export function SignatureBox({ request }: { request: AgencyRequest }) {
  const s = request.signature;
  if (!s) return null;
  return (
    <section className={styles.section} aria-labelledby={`sig-${request.id}`}>
      <h2 id={`sig-${request.id}`}>帮办员签名</h2>
      <img className={styles.sigImage} src={s.image} alt={`${s.signerName}的手写签名`} />
      <dl className={kit.summary}>
        <dt>签名人</dt>
        <dd>{s.signerName}</dd>
        <dt>签名时间</dt>
        <dd>{formatTime(s.signedAt)}</dd>
        <dt>签名设备</dt>
        <dd>{s.device}</dd>
        <dt>文书摘要</dt>
        <dd className={styles.hash}>SHA-256 {s.docHash}</dd>
      </dl>
    </section>
  );
}
