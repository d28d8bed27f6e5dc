import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { ReservationHall } from '../types';

export interface GetReservationHallsParams {
  areaCode: string;
  lat?: number;
  lng?: number;
  category?: string;
  /** Only halls that take bookings for this matter. */
  matterId?: string;
}

export const reservationHallsKey = (p: GetReservationHallsParams) => ['queue', 'halls', p] as const;

/** Halls of the area that take bookings, nearest first when the position is given. */
export function getReservationHalls(params: GetReservationHallsParams): Promise<ReservationHall[]> {
  return gateway.get<ReservationHall[]>('/auth/reservation/halls', params, { silent: true });
}

export const reservationHallsQuery = (params: GetReservationHallsParams) =>
  queryOptions({ queryKey: reservationHallsKey(params), queryFn: () => getReservationHalls(params) });
