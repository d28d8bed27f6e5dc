import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { paths } from '@/config/routes';
import { confirm, toast } from '@/lib/feedback/feedback';
import { isGatewayError } from '@/lib/http/errors';
import { AppLink } from '@/lib/router/navigation';
import { dateListQuery } from '../api/date-list';
import { waitlistQuery } from '../api/get-waitlist';
import { queueKey } from '../api/keys';
import { joinWaitlist } from '../api/join-waitlist';
import { leaveWaitlist } from '../api/leave-waitlist';
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
  const client = useQueryClient();
  const dates = useQuery(dateListQuery(hallId, matterId));
  const list = useQuery(waitlistQuery(hallId, matterId));
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: queueKey });
  const failed = (e: Error) => setProblem(isGatewayError(e) && e.kind === 'auth' ? null : `未成功：${e.message || '请稍后重试'}`);
  const join = useMutation({
    mutationFn: (date: string) => joinWaitlist({ hallId, matterId, date }),
    onSuccess: (e) => {
      setProblem(null);
      toast.success(`已登记${shortDate(e.date)}的候补`);
      refresh();
    },
    onError: failed,
  });
  const leave = useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () => {
      setProblem(null);
      toast.success('已取消候补');
      refresh();
    },
    onError: failed,
  });

  if (!dates.data || !list.data) return null;
  const entries = list.data.filter((e) => e.status !== 'left');
  const waitingDays = new Set(entries.filter((e) => e.status === 'waiting').map((e) => e.date));
  const full = dates.data.dates.filter((d) => d.status === 'full' && !waitingDays.has(d.date));
  if (!full.length && !entries.length) return null;

  const ask = async (date: string, weekday: string) => {
    const ok = await confirm({
      title: `登记${shortDate(date)}的候补？`,
      content: `${shortDate(date)} ${weekday}已约满。有人取消时，按登记先后自动为您预约空出的时段（以您的实名信息和账号手机号预约），可在预约记录中查看或取消。`,
      confirmText: '登记候补',
      cancelText: '不用了',
    });
    if (ok) join.mutate(date);
  };
  const quit = async (e: WaitlistEntry) => {
    const ok = await confirm({
      title: '取消候补？',
      content: `取消后，${shortDate(e.date)}空出的名额不再为您自动预约。`,
      confirmText: '取消候补',
      cancelText: '继续候补',
      danger: true,
    });
    if (ok) leave.mutate(e.id);
  };

  return (
    <Section title="约满日期候补">
      <p className={styles.muted} style={{ marginTop: 0 }}>
        约满的日期可以登记候补：有人取消时，按登记先后自动为您预约空出的时段。
      </p>
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
                    <AppLink to={paths.appointmentDetails({ id: e.reservation.id })} style={{ textDecoration: 'underline' }}>
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
