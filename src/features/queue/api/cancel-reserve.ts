import { gateway } from '@/lib/http/client';
import type { Reservation } from '../types';

/** Cancels a booking with the user's reason (a GET, as the spec names it). */
export function cancelReserve(id: string, reason: string): Promise<Reservation> {
  return gateway.get<Reservation>('/auth/reservation/cancelReserve', { id, reason }, { silent: true });
}
