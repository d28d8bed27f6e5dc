import { gateway } from '@/lib/http/client';
import type { Reservation } from '../types';

/** Moves a booking to another slot; the old one is cancelled in the same step. */
export function rescheduleReservation(params: { id: string; date: string; startTime: string }): Promise<Reservation> {
  return gateway.put<Reservation>('/auth/reservation/reschedule', params, { silent: true });
}
