import { gateway } from '@/lib/http/client';
import type { Paged, Reservation } from '../types';

export type ReservationScope = 'active' | 'history' | 'all';

export const reservationsKey = (status: ReservationScope) => ['queue', 'reservations', status] as const;

/** The user's bookings, newest first, paged. */
export function searchReservations(status: ReservationScope, pageNum: number, pageSize = 10): Promise<Paged<Reservation>> {
  return gateway.get<Paged<Reservation>>('/auth/reservation/search', { status, pageNum, pageSize }, { silent: true });
}
