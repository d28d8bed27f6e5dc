import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { confirm, toast } from '@/lib/feedback/feedback';
import { isGatewayError } from '@/lib/http/errors';
import { AppLink } from '@/lib/router/navigation';
import { ticketAction, type TicketAction } from '../api/ticket-action';
import { ticketKey } from '../api/get-ticket';
import { ticketsKey } from '../api/my-tickets';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useCallAnnouncer, useLiveTicket } from '../hooks/use-live-tickets';
import { usePosition } from '../hooks/use-position';
import { MapHandOff } from '@/components/map-hand-off';
import { distanceMeters, liveAnnouncement } from '../rules';
import type { Ticket } from '../types';
import { CheckInQr } from './check-in-qr';
import { Section } from './rows';
import { TicketCard } from './ticket-card';
import { DistanceNote, TicketInfoRows } from './ticket-sections';
import styles from './queue.module.css';

const ACTION_TEXT: Record<TicketAction, string> = { cancel: '号码已取消', arrive: '已签到，叫号后请直接到窗口', requeue: '已重新排队' };

/**
 * 取号详情: one number live, its QR, 到厅签到, 过号重排, cancel, and the "leave now" nudge. The call
 * vibrates only when the user's 排队叫号 reminders are on (`reminders`, undefined while read).
 */
export function TicketDetails({ id, reminders, waitingExtra }: { id: string; reminders?: boolean; waitingExtra?: ReactNode }) {
  const { query, offline } = useLiveTicket(id);
  const ticket = query.data ?? offline ?? undefined;
  const announcement = useCallAnnouncer(query.data ? [query.data] : undefined, reminders === true);
  return (
    <PageShell title="取号详情">
      <div className={styles.srOnly} aria-live="assertive" role="status">
        {announcement}
      </div>
      {!id ? <ErrorState message="缺少取号编号" /> : null}
      {id && query.isPending && !ticket ? <LoadingState /> : null}
      {id && query.isError && !ticket ? <ErrorState message={query.error.message} onRetry={() => void query.refetch()} /> : null}
      {query.isError && ticket ? (
        <div className={styles.notice} role="alert">
          网络连接不可用，显示的是最后一次获取的状态。
          <Button size="mini" fill="none" color="primary" onClick={() => void query.refetch()}>
            重试
          </Button>
        </div>
      ) : null}
      {ticket ? <Details ticket={ticket} /> : null}
      {/* While the number waits: the page's subscribe offer for its call (docs/notices.md). */}
      {ticket?.status === 'waiting' ? waitingExtra : null}
    </PageShell>
  );
}

function Details({ ticket: t }: { ticket: Ticket }) {
  const queryClient = useQueryClient();
  const { submitting, attempt } = useGuardedSubmit();
  const [error, setError] = useState<string | null>(null);
  const { position } = usePosition();
  const meters = position ? distanceMeters(position, t) : null;
  const act = async (action: TicketAction) => {
    if (
      action === 'cancel' &&
      !(await confirm({
        title: '确认取消该号码？',
        content: `${t.number}号取消后不能恢复，需要重新取号排队。`,
        confirmText: '取消号码',
        cancelText: '保留',
        danger: true,
      }))
    )
      return;
    const result = await attempt(() => ticketAction(action, t.id));
    if (!result) return;
    if (result.ok) {
      queryClient.setQueryData(ticketKey(t.id), result.value);
      void queryClient.invalidateQueries({ queryKey: ticketsKey });
      setError(null);
      toast.success(ACTION_TEXT[action]);
    } else if (!(isGatewayError(result.error) && result.error.kind === 'auth'))
      setError(result.error instanceof Error ? result.error.message : '操作未成功，请稍后重试');
  };
  const urgent = liveAnnouncement(t);
  return (
    <>
      {urgent ? <div className={t.status === 'called' ? styles.called : styles.soon}>{urgent}</div> : null}
      <TicketCard ticket={t} link={false} />
      {t.status === 'waiting' && meters !== null ? <DistanceNote t={t} meters={meters} /> : null}
      {['waiting', 'called', 'serving'].includes(t.status) ? (
        <Section title="取号凭证">
          <CheckInQr value={`OWTKT:${t.id}:${t.number}`} code={t.number} label="到窗口出示此码" />
        </Section>
      ) : null}
      <TicketInfoRows t={t} />
      {error ? (
        <div className={styles.notice} role="alert">
          {error}
        </div>
      ) : null}
      <div className={styles.actions}>
        {(t.status === 'waiting' || t.status === 'called') && !t.arrived ? (
          <Button block color="primary" loading={submitting} onClick={() => void act('arrive')}>
            我已到大厅，签到
          </Button>
        ) : null}
        {t.canRequeue ? (
          <Button block color="primary" loading={submitting} onClick={() => void act('requeue')}>
            过号重新排队
          </Button>
        ) : null}
        <MapHandOff place={{ lat: t.lat, lng: t.lng, name: t.hallName }}>
          <Button block fill="outline">
            地图导航到大厅
          </Button>
        </MapHandOff>
        {t.reservationId ? (
          <AppLink to={paths.appointmentDetails({ id: t.reservationId })}>
            <Button block fill="outline">
              查看对应的预约
            </Button>
          </AppLink>
        ) : null}
        {t.canCancel ? (
          <Button block fill="outline" color="danger" disabled={submitting} onClick={() => void act('cancel')}>
            取消号码
          </Button>
        ) : null}
      </div>
    </>
  );
}
