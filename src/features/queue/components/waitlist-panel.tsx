import { Button } from 'antd-mobile';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { useWaitlist } from '../hooks/use-waitlist';
import { shortDate } from '../rules';
import type { WaitlistEntry } from '../types';
import { Section } from './rows';
import styles from './queue.module.css';

function entryText(e: WaitlistEntry): string {
  if (e.status === 'waiting') return `候补中，排第${e.position}位`;
  if (e.status === 'booked' && e.reservation) return `已为您自动预约 ${e.reservation.startTime}-${e.reservation.endTime}`;
  return e.note ? `${e.statusText}：${e.note}` : e.statusText;
}

/**
 * 候补: the full days of a hall's calendar can be waited for; a place freed by someone's cancel is
 * booked for the first one waiting, automatically (the emulator does it). Shows the user's
 * waiting lists of this hall and matter with their place in line or the booking made.
 */
export function WaitlistPanel({ hallId, matterId }: { hallId: string; matterId: string | null }) {
  const { dates, list, problem, join, leave, ask, quit } = useWaitlist(hallId, matterId);

  if (!dates.data || !list.data) return null;
  const entries = list.data.filter((e) => e.status !== 'left');
  const waitingDays = new Set(entries.filter((e) => e.status === 'waiting').map((e) => e.date));
  const full = dates.data.dates.filter((d) => d.status === 'full' && !waitingDays.has(d.date));
  if (!full.length && !entries.length) return null;

  return (
    <Section title="约满日期候补">
      <p className={`${styles.muted} ${styles.lead}`}>约满的日期可以登记候补：有人取消时，按登记先后自动为您预约空出的时段。</p>
      {problem ? (
        <div className={styles.error} role="alert">
          {problem}
        </div>
      ) : null}
      {entries.length ? (
        <ul className={styles.list} aria-label="我的候补">
          {entries.map((e) => (
            <li key={e.id} className={styles.row}>
              <span className={styles.rowLabel}>
                {shortDate(e.date)} {e.weekday}
              </span>
              <span className={styles.rowValue}>
                {entryText(e)}
                {e.status === 'booked' && e.reservation ? (
                  <>
                    {' '}
                    <AppLink to={paths.appointmentDetails({ id: e.reservation.id })} className={styles.inlineLink}>
                      查看预约
                    </AppLink>
                  </>
                ) : null}
                {e.status === 'waiting' ? (
                  <Button size="mini" fill="none" color="danger" disabled={leave.isPending} onClick={() => void quit(e)}>
                    取消{shortDate(e.date)}的候补
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {full.length ? (
        <div className={styles.actions}>
          {full.map((d) => (
            <Button
              key={d.date}
              size="small"
              fill="outline"
              color="primary"
              disabled={join.isPending}
              onClick={() => void ask(d.date, d.weekday)}
            >
              候补{shortDate(d.date)} {d.weekday}
            </Button>
          ))}
        </div>
      ) : null}
    </Section>
  );
}
