import { gateway } from '@/lib/http/client';
import type { Slot } from '../types';

export const slotsKey = (hallId: string, matterId: string | null, date: string) =>
  ['queue', 'slots', hallId, matterId ?? 'ZH', date] as const;

/** The slots of one day with the places left. */
export function getReserveTimeList(hallId: string, matterId: string | null, date: string): Promise<Slot[]> {
  return gateway.get<Slot[]>('/auth/dayTime/reserveTimeList', { hallId, matterId: matterId ?? undefined, date }, { silent: true });
}
