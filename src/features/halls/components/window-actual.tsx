import { useQuery } from '@tanstack/react-query';
import { WINDOW_STATUS_TEXT } from '@/contract/hall';
import { QueryView } from '@/components/query-view';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { windowActualQuery } from '../api/get-window-actual';
import { HALL_STATE_TEXT } from '@/components/hall-state';
import { QueueTable } from './queue-table';
import styles from './hall.module.css';

/** China time `HH:mm` of an instant. */
export function clockText(ms: number): string {
  return new Intl.DateTimeFormat('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Shanghai' }).format(ms);
}

/** 窗口实况: the windows open now, the number each serves, people waiting per queue; asks again every 15 s while shown. */
export function WindowActualView({ hallId }: { hallId: string }) {
  const q = useQuery(windowActualQuery(hallId));
  return (
    <QueryView query={q}>
      {(d) => (
        <>
          <section className={styles.section} aria-labelledby="wa-summary">
            <h2 id="wa-summary">{d.hall.name}</h2>
            <p className={styles.text} aria-live="polite" data-testid="wa-status">
              {d.openNow
                ? `${HALL_STATE_TEXT[d.busy]}：${d.openWindows}个窗口办理中，${d.waiting}人等候`
                : `当前不在办公时间（${d.hall.openHours}）`}
            </p>
            <p className={styles.line}>更新于 {clockText(d.serverTime)}，每15秒自动刷新</p>
          </section>
          <section className={styles.section} aria-labelledby="wa-queues">
            <h2 id="wa-queues">排队情况</h2>
            <QueueTable queues={d.queues} estimate={{ openNow: d.openNow }} />
          </section>
          <section className={styles.section} aria-labelledby="wa-windows">
            <h2 id="wa-windows">窗口</h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">窗口</th>
                  <th scope="col">状态</th>
                  <th scope="col">正在办理</th>
                </tr>
              </thead>
              <tbody>
                {d.windows.map((w) => (
                  <tr key={w.id} data-window={w.id}>
                    <th scope="row">
                      {w.number} {w.name}
                    </th>
                    <td>{WINDOW_STATUS_TEXT[w.status]}</td>
                    <td>{w.status === 'open' ? (w.serving ?? '—') : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className={styles.links}>
            <AppLink to={paths.ticket({ hallId })}>在线取号</AppLink>
            <AppLink to={paths.hallInnerMap({ hallId })}>大厅平面图</AppLink>
            <AppLink to={paths.hallIntroPortal({ hallId })}>大厅门户</AppLink>
          </div>
        </>
      )}
    </QueryView>
  );
}
