import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { bookRemote } from '@/features/matters/api/online/book-remote';
import { cancelRemote } from '@/features/matters/api/online/cancel-remote';
import { remoteBookingsKey, remoteBookingsQuery } from '@/features/matters/api/online/get-remote-bookings';
import { remoteSlotsKey, remoteSlotsQuery } from '@/features/matters/api/online/get-remote-slots';
import { RemoteContactFields, RemoteSlotPicker, slotDay, slotTime } from '@/features/matters/components/remote-booking-fields';
import { StatusList } from '@/features/matters/components/status-list';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { confirm, toast } from '@/lib/feedback/feedback';
import { isGatewayError } from '@/lib/http/errors';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AppLink } from '@/lib/router/navigation';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { emptyRemoteDraft, remoteBookingSchema, type RemoteDraft } from '@/features/matters/remote-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import type { RemoteBooking, RemoteSlots } from '@/features/matters/online-types';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

const STATUS: Record<RemoteBooking['status'], string> = {
  booked: '已预约',
  calling: '视频呼叫中',
  done: '已完成',
  missed: '未接通',
  cancelled: '已取消',
};

/** What a booking says and offers in its state: cancel, join the call, the case its record went to. */
function BookingState({ booking: b, onCancel }: { booking: RemoteBooking; onCancel: () => void }) {
  if (b.status === 'booked')
    return (
      <>
        <span className={kit.hint}>到预约时间，工作人员将通过视频呼叫您，请保持登录并打开本应用。</span>
        <Button size="small" onClick={onCancel} aria-label={`取消${b.matterName}的预约`}>
          取消预约
        </Button>
      </>
    );
  if (b.status === 'calling' && b.staffId && b.callId)
    return (
      <>
        <span role="status">{b.joinedAt ? `正在与工作人员${b.staffName ?? ''}视频办理` : `工作人员${b.staffName ?? ''}正在呼叫您`}</span>
        <AppLink
          className={styles.joinLink}
          to={paths.oicqContent({
            peerId: b.staffId,
            isCall: '1',
            callId: b.callId,
            useVideo: '1',
            matterId: b.matterId,
            matterName: b.matterName,
          })}
        >
          {b.joinedAt ? '回到视频通话' : '加入视频通话'}
        </AppLink>
      </>
    );
  if (b.status === 'done')
    return b.caseId ? (
      <span>
        通话记录已归档至办件{b.caseNo ?? ''}，<AppLink to={paths.officeInfolist({ id: b.caseId })}>查看办件</AppLink>
      </span>
    ) : (
      <span>远程办理已完成。</span>
    );
  if (b.status === 'missed') return <span>工作人员呼叫时未能接通，可重新预约其他时段。</span>;
  return null;
}

/** The booking form on react-hook-form: its values are its draft (`remote.<matterId>`), checked by `remoteBookingSchema`. */
function BookingForm({ matterId, s, onBooked }: { matterId: string; s: RemoteSlots; onBooked: () => Promise<unknown> }) {
  const { form, clear } = useDraftForm<RemoteDraft>(`remote.${matterId}`, {
    empty: emptyRemoteDraft(),
    resolver: zodResolver(remoteBookingSchema),
  });
  const { control, handleSubmit, formState, setValue } = form;
  const d = useWatch({ control }) as RemoteDraft;
  const submit = useGuardedSubmit({ kept: '填写的内容已保留。' });
  // One message at a time, in the form's order (the slot first).
  const error = (['slot', 'mobile', 'topic'] as const).map((k) => formState.errors[k]?.message).find(Boolean) ?? submit.error;
  const book = handleSubmit(async (v) => {
    const ok = await confirm({
      title: '确认预约',
      content: `${s.matterName}\n${slotDay(v.slot)} ${slotTime(v.slot)}\n联系电话：${v.mobile.trim()}${v.topic.trim() ? `\n咨询内容：${v.topic.trim()}` : ''}`,
      confirmText: '确认预约',
    });
    if (!ok) return;
    await submit.run(async () => {
      await bookRemote({ matterId, slot: v.slot, mobile: v.mobile.trim(), topic: v.topic.trim() });
      // The form stays for the next booking: empty, and its draft forgotten (typing saves again).
      clear();
      toast.success('预约成功，工作人员将按时发起视频');
      await onBooked();
    });
  });
  return (
    <form className={kit.form} noValidate onSubmit={(e) => void book(e)} aria-labelledby="rm-matter">
      <h2 id="rm-matter" className={styles.matterTitle}>
        {s.matterName}
      </h2>
      <RemoteSlotPicker s={s} selected={d.slot} onPick={(slot) => setValue('slot', slot, { shouldValidate: formState.isSubmitted })} />
      <RemoteContactFields control={control} />
      {error ? (
        <p className={kit.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button color="primary" block type="submit" loading={submit.submitting}>
        预约视频办理
      </Button>
    </form>
  );
}

/** 远程办: book a time when staff call back by video to handle the matter together. */
export default function RemoteProcessingPage() {
  const [query] = useSearchParams();
  const matterId = query.get('matterId') ?? '';
  const signedIn = useSignedIn();
  const slots = useQuery(remoteSlotsQuery(matterId));
  const mine = useQuery({
    ...remoteBookingsQuery(signedIn),
    refetchOnMount: 'always',
    // While a booking waits for its slot or its call, the page follows it (staff call at the slot).
    refetchInterval: (q) => (q.state.data?.some((b) => b.status === 'booked' || b.status === 'calling') ? 5000 : false),
  });
  const client = useQueryClient();
  // A booking or a cancellation changes both the user's bookings and the places left.
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: remoteBookingsKey() }),
      client.invalidateQueries({ queryKey: remoteSlotsKey(matterId) }),
    ]);
  const cancel = async (id: string) => {
    if (!(await confirm({ title: '取消预约', content: '确定取消这次远程办理预约吗？', confirmText: '取消预约', danger: true }))) return;
    try {
      await cancelRemote(id);
      toast.success('已取消预约');
    } catch (e) {
      // The call is silent: say what failed here (the booking stays as it was).
      toast.fail(`取消失败：${isGatewayError(e) ? e.message : '网络异常'}。预约仍然有效，请稍后重试。`, 3000);
    }
    await refresh();
  };
  return (
    <PageShell title="远程办">
      <p className={`${kit.hint} ${styles.pageIntro}`}>预约一个时间，窗口工作人员将通过视频与您连线，指导填写和上传材料，共同完成办理。</p>
      {matterId ? (
        <QueryView query={slots}>{(data) => <BookingForm matterId={matterId} s={data} onBooked={refresh} />}</QueryView>
      ) : (
        <p className={`${kit.hint} ${styles.pageNote}`}>
          请先在<AppLink to={paths.search()}>事项搜索</AppLink>中找到要办理的事项，从“网上办理”进入远程办。
        </p>
      )}
      {signedIn ? (
        <StatusList id="rm-mine" title="我的预约" query={mine} empty="还没有远程办理预约。">
          {(b) => (
            <>
              <strong>{b.matterName}</strong>
              <span>
                {slotDay(b.slot)} {slotTime(b.slot)} · {STATUS[b.status]}
              </span>
              <BookingState booking={b} onCancel={() => void cancel(b.id)} />
            </>
          )}
        </StatusList>
      ) : null}
    </PageShell>
  );
}
