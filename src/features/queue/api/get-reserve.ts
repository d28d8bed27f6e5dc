import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Reservation } from '../types';

export const reservationKey = (id: string) => ['queue', 'reservation', id] as const;

/** One booking of the user. */
export function getReserve(id: string): Promise<Reservation> {
  return gateway.get<Reservation>('/auth/reservation/getReserve', { id }, { silent: true });
}

export const reservationQuery = (id: string) => queryOptions({ queryKey: reservationKey(id), queryFn: () => getReserve(id) });
