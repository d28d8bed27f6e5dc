import { infiniteQueryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { queueKey } from './keys';
import { nextPageNum } from '@/lib/query/next-page';
import type { PageResult } from '@/contract/page';
import type { Reservation } from '../types';

export type ReservationScope = 'active' | 'history' | 'all';

export const reservationsKey = (status: ReservationScope) => [...queueKey, 'reservations', status] as const;

/** The user's bookings, newest first, paged. */
export function searchReservations(status: ReservationScope, pageNum: number, pageSize = 10): Promise<PageResult<Reservation>> {
  return gateway.get<PageResult<Reservation>>('/auth/reservation/search', { status, pageNum, pageSize }, { silent: true });
}

/** The user's bookings of a scope, 10 a page. */
export const reservationsPagedQuery = (status: ReservationScope) =>
  infiniteQueryOptions({
    queryKey: [...reservationsKey(status), 'paged'] as const,
    queryFn: ({ pageParam }) => searchReservations(status, pageParam, 10),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
  });
