import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { DateList } from '../types';

export const dateListKey = (hallId: string, matterId: string | null) => ['queue', 'dates', hallId, matterId ?? 'ZH'] as const;

/** Bookable, full and closed days of a hall for a matter (none: the comprehensive window). */
export function getDateList(hallId: string, matterId: string | null): Promise<DateList> {
  return gateway.get<DateList>('/auth/dayTime/dateList', { hallId, matterId: matterId ?? undefined }, { silent: true });
}

export const dateListQuery = (hallId: string, matterId: string | null) =>
  queryOptions({ queryKey: dateListKey(hallId, matterId), queryFn: () => getDateList(hallId, matterId) });
