import { gateway } from '@/lib/http/client';
import type { Ticket } from '../types';

/** Takes a number in a queue (with a booking: its check-in). */
export function takeTicket(params: { hallId: string; queueCode: string; reservationId?: string }): Promise<Ticket> {
  return gateway.post<Ticket>('/v1/auth/ticket/take', params, { silent: true });
}
