import type { LiveQueue } from '../types';
import styles from './hall.module.css';

/**
 * The queues of a hall now: people waiting and the number called last in each; with `estimate`,
 * the expected wait too (none while the queue is paused or the hall closed). The portal and 窗口实况
 * show it alike.
 */
export function QueueTable({ queues, estimate }: { queues: LiveQueue[]; estimate?: { openNow: boolean } }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">队列</th>
          <th scope="col">等候人数</th>
          <th scope="col">最近叫号</th>
          {estimate ? <th scope="col">预计等待</th> : null}
        </tr>
      </thead>
      <tbody>
        {queues.map((q) => (
          <tr key={q.code} data-queue={q.code}>
            <th scope="row">{q.name}</th>
            <td>{q.paused ? '暂停' : `${q.waiting}人`}</td>
            <td data-testid={`last-called-${q.code}`}>{q.lastCalled ?? '—'}</td>
            {estimate ? <td>{q.paused || !estimate.openNow ? '—' : `${q.waitMin}-${q.waitMax}分钟`}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
