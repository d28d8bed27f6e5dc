import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { ReservableMatter } from '../types';

export const reservationMattersKey = (hallId: string, category?: string) => ['queue', 'matters', hallId, category ?? ''] as const;

/** Matters a hall takes bookings for. */
export function getReservationMatters(hallId: string, category?: string): Promise<ReservableMatter[]> {
  return gateway.get<ReservableMatter[]>('/auth/reservation/matters', { hallId, category }, { silent: true });
}

export const reservationMattersQuery = (hallId: string, category?: string) =>
  queryOptions({ queryKey: reservationMattersKey(hallId, category), queryFn: () => getReservationMatters(hallId, category) });
