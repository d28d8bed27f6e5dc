import { gateway } from '@/lib/http/client';
import type { Ticket } from '../types';

export const ticketKey = (id: string) => ['queue', 'ticket', id] as const;

/** One number of the user, live. */
export function getTicket(id: string): Promise<Ticket> {
  return gateway.get<Ticket>('/v1/auth/ticket/detail', { id }, { silent: true });
}
