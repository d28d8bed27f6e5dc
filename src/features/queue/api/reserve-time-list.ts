import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Slot } from '../types';
import { queueKey } from './keys';

/** The slots of every day (invalidated when a slot was taken meanwhile). */
export const allSlotsKey = [...queueKey, 'slots'] as const;
export const slotsKey = (hallId: string, matterId: string | null, date: string) =>
  [...allSlotsKey, hallId, matterId ?? 'ZH', date] as const;

/** The slots of one day with the places left. */
export function getReserveTimeList(hallId: string, matterId: string | null, date: string): Promise<Slot[]> {
  return gateway.get<Slot[]>('/auth/dayTime/reserveTimeList', { hallId, matterId: matterId ?? undefined, date }, { silent: true });
}

/** Places left move as others book: a list shown again asks again (what was seen shows meanwhile). */
export const slotsQuery = (hallId: string, matterId: string | null, date: string) =>
  queryOptions({ queryKey: slotsKey(hallId, matterId, date), queryFn: () => getReserveTimeList(hallId, matterId, date), staleTime: 0 });
