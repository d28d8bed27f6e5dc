import { Button, TextArea } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { confirm, toast } from '@/lib/feedback/feedback';
import { isGatewayError } from '@/lib/http/errors';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';
import { drafts } from '@/lib/storage/drafts';
import { cancelReserve } from '../api/cancel-reserve';
import { reservationKey, reservationQuery } from '../api/get-reserve';
import { queueKey } from '../api/keys';
import { rescheduleReservation } from '../api/reschedule';
import { allSlotsKey } from '../api/reserve-time-list';
import { SLOT_TAKEN_CODE } from '../api/reserve';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { CANCEL_REASONS, shortDate } from '../rules';
import type { Reservation } from '../types';
import { BookingSummary } from './booking-summary';
import { LeaveNudge } from './leave-nudge';
import { DateGrid, SlotList } from './pickers';
import { Rows, Section } from './rows';
import styles from './queue.module.css';

/** The page opened without its booking's id: said as an error, not a skeleton for good. */
const missingId = <T extends object>(query: T) => ({ ...query, isPending: false, isError: true, error: new Error('缺少预约编号') });

/**
 * 预约详情: time, place, matter, check-in QR, status; the "leave now" nudge (when the page says the
 * user's 预约提醒 is on or off: while it is not known, undefined, the details wait, not to move
 * under the nudge when it comes); cancel with a reason, reschedule, check in.
 */
export function AppointmentDetails({ id, reminders }: { id: string; reminders?: boolean }) {
  const query = useQuery({ ...reservationQuery(id), enabled: Boolean(id) });
  // A cancel begun (its reason chosen) or a reschedule begun (its day chosen) is kept for the tab:
  // after a login in the middle (a 401 on 提交取消 or 确认改约) the panel is open again with the
  // reason or the day (docs/reliability.md, "Submits").
  const [panel, setPanel] = useState<'none' | 'cancel' | 'reschedule'>(() =>
    drafts.get(cancelDraftKey(id)) ? 'cancel' : drafts.get(rescheduleDraftKey(id)) ? 'reschedule' : 'none',
  );
  const show = (next: 'none' | 'cancel' | 'reschedule') => {
    // A panel closed: what it was doing is given up, its draft goes.
    if (next !== 'cancel') drafts.clear(cancelDraftKey(id));
    if (next !== 'reschedule') drafts.clear(rescheduleDraftKey(id));
    setPanel(next);
  };
  return (
    <PageShell title="预约详情">
      <QueryView query={id ? query : missingId(query)} pending={reminders === undefined}>
        {(booking) => (
          <>
            <Section>
              <Rows
                items={[
                  ['预约状态', <strong key="s">{booking.statusText}</strong>],
                  ...(booking.status === 'booked' ? ([['可取消至', booking.cancelDeadline]] as [string, string][]) : []),
                  ...(booking.status === 'cancelled'
                    ? ([
                        ['取消原因', booking.cancelReason],
                        ['取消时间', booking.cancelTime],
                      ] as [string, string][])
                    : []),
                  ...(booking.status === 'checkedIn' ? ([['签到时间', booking.checkInTime]] as [string, string][]) : []),
                  ...(booking.status === 'missed'
                    ? ([['说明', '预约时段内未签到，已记为爽约。90天内爽约3次将暂停网上预约。']] as [string, string][])
                    : []),
                ]}
              />
            </Section>
            {reminders === undefined ? null : <LeaveNudge booking={booking} reminders={reminders} />}
            <BookingSummary booking={booking} />
            {booking.status === 'booked' ? (
              <div className={styles.actions}>
                {booking.canCheckIn ? (
                  <AppLink to={paths.ticket({ hallId: booking.hallInfo.hallId, reservationId: booking.id })}>
                    <Button block color="primary">
                      到厅签到取号
                    </Button>
                  </AppLink>
                ) : null}
                {booking.canCancel ? (
                  <>
                    <Button
                      block
                      fill="outline"
                      color="primary"
                      aria-expanded={panel === 'reschedule'}
                      onClick={() => show(panel === 'reschedule' ? 'none' : 'reschedule')}
                    >
                      改约其他时段
                    </Button>
                    <Button
                      block
                      fill="outline"
                      color="danger"
                      aria-expanded={panel === 'cancel'}
                      onClick={() => show(panel === 'cancel' ? 'none' : 'cancel')}
                    >
                      取消预约
                    </Button>
                  </>
                ) : (
                  <p className={styles.muted}>距预约时段已不足取消时限，不能取消或改约。如不能按时到达，请致电大厅。</p>
                )}
              </div>
            ) : null}
            {panel === 'cancel' && booking.canCancel ? <CancelPanel booking={booking} onDone={() => show('none')} /> : null}
            {panel === 'reschedule' && booking.canCancel ? <ReschedulePanel booking={booking} /> : null}
          </>
        )}
      </QueryView>
    </PageShell>
  );
}

interface CancelDraft {
  reason: string;
  other: string;
}

const cancelDraftKey = (id: string) => `queue.cancel.${id}`;
const rescheduleDraftKey = (id: string) => `queue.reschedule.${id}`;

function CancelPanel({ booking, onDone }: { booking: Reservation; onDone: () => void }) {
  const draftKey = cancelDraftKey(booking.id);
  const [kept] = useState(() => drafts.get<CancelDraft>(draftKey));
  const [reason, setReason] = useState<string>(kept?.reason ?? '');
  const [other, setOther] = useState(kept?.other ?? '');
  useEffect(() => {
    if (reason) drafts.set(draftKey, { reason, other } satisfies CancelDraft);
  }, [draftKey, reason, other]);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (text: string) => cancelReserve(booking.id, text),
    onSuccess: (updated) => {
      drafts.clear(draftKey);
      queryClient.setQueryData(reservationKey(booking.id), updated);
      void queryClient.invalidateQueries({ queryKey: queueKey });
      toast.success('预约已取消');
      onDone();
    },
    onError: (e) =>
      setError(isGatewayError(e) && e.kind === 'auth' ? null : `取消未成功：${e instanceof Error ? e.message : '请稍后重试'}`),
  });
  const submit = async () => {
    const text = reason === '其他' ? other.trim() : reason;
    if (!text) return setError(reason === '其他' ? '请填写取消原因' : '请选择取消原因');
    setError(null);
    const ok = await confirm({
      title: '确认取消预约？',
      content: `${booking.date} ${booking.startTime}-${booking.endTime} ${booking.implInfo.implName}。取消后名额将释放给其他人。`,
      confirmText: '确认取消',
      cancelText: '再想想',
      danger: true,
    });
    if (ok) mutation.mutate(text);
  };
  return (
    <Section title="取消预约">
      <fieldset className={styles.fieldset}>
        <legend className={styles.muted}>请选择取消原因</legend>
        {CANCEL_REASONS.map((r) => (
          <label key={r} className={styles.reason}>
            <input
              type="radio"
              name="cancel-reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
              className={styles.radio}
            />
            {r}
          </label>
        ))}
      </fieldset>
      {reason === '其他' ? (
        <div className={styles.field}>
          <label htmlFor="cancel-other">取消原因</label>
          <div className={styles.input}>
            <TextArea id="cancel-other" value={other} onChange={setOther} maxLength={100} showCount rows={2} />
          </div>
        </div>
      ) : null}
      {error ? (
        <div className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
      <Button
        block
        color="danger"
        loading={mutation.isPending}
        disabled={mutation.isPending}
        onClick={() => void submit()}
        className={styles.spaced8}
      >
        提交取消
      </Button>
    </Section>
  );
}

function ReschedulePanel({ booking }: { booking: Reservation }) {
  const draftKey = rescheduleDraftKey(booking.id);
  const [date, setDay] = useState<string | null>(() => drafts.get<{ date: string }>(draftKey)?.date ?? null);
  const setDate = (d: string) => {
    drafts.set(draftKey, { date: d });
    setDay(d);
  };
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const go = useAppNavigate();
  const { submitting, attempt } = useGuardedSubmit();
  const matterId = booking.implInfo.implId;
  const pick = async (startTime: string, endTime: string) => {
    if (!date) return;
    const ok = await confirm({
      title: '确认改约？',
      content: `由 ${shortDate(booking.date)} ${booking.startTime} 改约到 ${shortDate(date)} ${startTime}-${endTime}，原预约将取消。`,
      confirmText: '确认改约',
      cancelText: '不改了',
    });
    if (!ok) return;
    const result = await attempt(() => rescheduleReservation({ id: booking.id, date, startTime }));
    if (!result) return;
    if (result.ok) {
      drafts.clear(draftKey);
      void queryClient.invalidateQueries({ queryKey: queueKey });
      toast.success('改约成功');
      go(paths.appointmentDetails({ id: result.value.id }), { replace: true });
      return;
    }
    const e = result.error;
    if (isGatewayError(e) && e.kind === 'auth') return;
    setProblem(
      isGatewayError(e) && e.code === SLOT_TAKEN_CODE
        ? `${startTime} 的名额刚刚被约满，请重新选择时段。`
        : `改约未成功：${e instanceof Error ? e.message : '请稍后重试'}`,
    );
    await queryClient.invalidateQueries({ queryKey: allSlotsKey });
  };
  return (
    <Section title="改约其他时段">
      {problem ? (
        <div className={`${styles.notice} ${styles.problem}`} role="alert">
          {problem}
        </div>
      ) : null}
      <DateGrid
        hallId={booking.hallInfo.hallId}
        matterId={matterId}
        selected={date ?? undefined}
        onPick={(d) => (setDate(d.date), setProblem(null))}
      />
      {date ? (
        <div className={styles.slotsBelow} aria-busy={submitting}>
          <SlotList hallId={booking.hallInfo.hallId} matterId={matterId} date={date} onPick={(s) => void pick(s.startTime, s.endTime)} />
        </div>
      ) : null}
    </Section>
  );
}
