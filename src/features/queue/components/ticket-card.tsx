import { Button } from 'antd-mobile';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import type { Ticket } from '../types';
import styles from './queue.module.css';

/** One number as the person holding it needs it: big number, status, people ahead, the window when called. */
export function TicketCard({ ticket, link = true }: { ticket: Ticket; link?: boolean }) {
  const t = ticket;
  return (
    <article className={styles.section} aria-label={`${t.number}号，${t.statusText}`}>
      <div className={styles.muted}>
        {t.hallName} · {t.queueName}
        {t.priority ? <span className={styles.tag}>{t.priority}</span> : null}
      </div>
      <div className={styles.bigNumber}>{t.number}</div>
      <p className={`${styles.ticketLine} ${styles.ticketStatus}`}>
        <span className={styles.status}>{t.statusText}</span>
      </p>
      {t.status === 'waiting' ? (
        <p className={`${styles.ticketLine} ${styles.ticketWait}`}>
          前面还有 <strong className={styles.ahead}>{t.ahead}</strong> 人，预计等候 {t.waitMin}-{t.waitMax} 分钟
        </p>
      ) : null}
      {t.status === 'called' ? (
        <p className={`${styles.ticketLine} ${styles.ticketCalled}`}>
          请到 {t.windowNumber} 号窗口（{t.windowName}）办理
        </p>
      ) : null}
      {t.status === 'serving' ? <p className={styles.ticketLine}>正在 {t.windowNumber} 号窗口办理</p> : null}
      {t.status === 'skipped' ? <p className={styles.ticketLine}>叫号时未到窗口，已过号{t.canRequeue ? '，可重新排队一次' : ''}</p> : null}
      {link ? (
        <AppLink to={paths.myNumberInfo({ id: t.id })} aria-label={`查看${t.number}号详情`}>
          <Button block fill="outline" className={styles.spaced12}>
            查看详情
          </Button>
        </AppLink>
      ) : null}
    </article>
  );
}
