import { Button } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { useCallAnnouncer, useLiveTickets } from '../hooks/use-live-tickets';
import { liveAnnouncement } from '../rules';
import { TicketCard } from './ticket-card';
import styles from './queue.module.css';

const time = (ms: number) => new Date(ms).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' });

/**
 * 我的排队: the user's live numbers, updating by themselves; the call and 即将到号 are announced.
 * `reminders` is the user's 排队叫号 notice preference: off, the call is still shown and announced
 * on the page, but the phone does not vibrate (undefined while it is being read: no vibration yet).
 */
export function LiveTickets({ title, reminders }: { title: string; reminders?: boolean }) {
  const { query, offline, offlineAt } = useLiveTickets();
  const tickets = query.data ?? offline ?? undefined;
  const announcement = useCallAnnouncer(query.data, reminders === true);
  const urgent = tickets?.find((t) => t.status === 'called') ?? tickets?.find((t) => t.status === 'waiting' && t.soon);
  return (
    <PageShell title={title}>
      <div className={styles.srOnly} aria-live="assertive" role="status">
        {announcement}
      </div>
      {query.isError && offline ? (
        <div className={styles.notice} role="alert">
          网络连接不可用，以下是{offlineAt ? ` ${time(offlineAt)} ` : ''}的排队状态。
          <Button size="mini" fill="none" color="primary" onClick={() => void query.refetch()}>
            重试
          </Button>
        </div>
      ) : null}
      {urgent ? <div className={urgent.status === 'called' ? styles.called : styles.soon}>{liveAnnouncement(urgent)}</div> : null}
      {query.isPending && !tickets ? <LoadingState /> : null}
      {query.isError && !offline ? <ErrorState message={query.error.message} onRetry={() => void query.refetch()} /> : null}
      {tickets && tickets.length === 0 ? (
        <EmptyState
          title="您当前没有排队中的号码"
          action={
            <AppLink to={paths.ticket()}>
              <Button color="primary" className={styles.spaced12}>
                去取号
              </Button>
            </AppLink>
          }
        />
      ) : null}
      {tickets?.map((t) => (
        <TicketCard key={t.id} ticket={t} />
      ))}
      {tickets && tickets.length > 0 ? (
        <p className={styles.steps}>
          页面每5秒自动刷新。叫号时本页会提示，请留意。
          {reminders === false ? (
            <>
              排队叫号提醒已关闭，叫号时手机不振动。
              <AppLink to={paths.mySettingsPage()} className={styles.inlineLink}>
                去设置开启
              </AppLink>
            </>
          ) : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        <AppLink to={paths.historical({ tab: 'ticket' })}>
          <Button block fill="outline">
            历史取号记录
          </Button>
        </AppLink>
      </div>
    </PageShell>
  );
}
