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
      <p style={{ textAlign: 'center', margin: '0 0 8px', fontSize: 17 }}>
        <span className={styles.status}>{t.statusText}</span>
      </p>
      {t.status === 'waiting' ? (
        <p style={{ textAlign: 'center', margin: 0, fontSize: 17 }}>
          前面还有 <strong style={{ fontSize: 24 }}>{t.ahead}</strong> 人，预计等候 {t.waitMin}-{t.waitMax} 分钟
        </p>
      ) : null}
      {t.status === 'called' ? (
        <p style={{ textAlign: 'center', margin: 0, fontSize: 20, fontWeight: 700 }}>
          请到 {t.windowNumber} 号窗口（{t.windowName}）办理
        </p>
      ) : null}
      {t.status === 'serving' ? <p style={{ textAlign: 'center', margin: 0 }}>正在 {t.windowNumber} 号窗口办理</p> : null}
      {t.status === 'skipped' ? (
        <p style={{ textAlign: 'center', margin: 0 }}>叫号时未到窗口，已过号{t.canRequeue ? '，可重新排队一次' : ''}</p>
      ) : null}
      {link ? (
        <AppLink to={paths.myNumberInfo({ id: t.id })} aria-label={`查看${t.number}号详情`}>
          <Button block fill="outline" style={{ marginTop: 12 }}>
            查看详情
          </Button>
        </AppLink>
      ) : null}
    </article>
  );
}
