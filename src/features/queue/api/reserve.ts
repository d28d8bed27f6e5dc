import { gateway } from '@/lib/http/client';
import type { BookingDetails, Reservation } from '../types';

export interface ReserveParams extends BookingDetails {
  hallId: string;
  matterId: string | null;
  date: string;
  startTime: string;
}

/** The gateway's code for a slot that filled up meanwhile. */
export const SLOT_TAKEN_CODE = 4091;

/** Books a slot. Failures are shown by the wizard (silent). */
export function reserve(params: ReserveParams): Promise<Reservation> {
  return gateway.put<Reservation>('/auth/reservation/reserve', params, { silent: true });
}
