import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm, toast } from '@/lib/feedback/feedback';
import { isGatewayError } from '@/lib/http/errors';
import { dateListQuery } from '../api/date-list';
import { waitlistQuery } from '../api/get-waitlist';
import { queueKey } from '../api/keys';
import { joinWaitlist } from '../api/join-waitlist';
import { leaveWaitlist } from '../api/leave-waitlist';
import { shortDate } from '../rules';
import type { WaitlistEntry } from '../types';

/**
 * 候补's state: the hall's calendar and the user's waiting lists of this hall and matter, joining a
 * full day and leaving a list (each asked first), and what failed.
 */
export function useWaitlist(hallId: string, matterId: string | null) {
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
  return { dates, list, problem, join, leave, ask, quit };
}
