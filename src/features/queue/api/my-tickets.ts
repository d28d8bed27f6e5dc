import { gateway } from '@/lib/http/client';
import type { Paged, Ticket } from '../types';

export type TicketScope = 'live' | 'history' | 'all';

export const myTicketsKey = (scope: TicketScope) => ['queue', 'tickets', scope] as const;

/** The user's numbers, newest first, paged. */
export function getMyTickets(scope: TicketScope, pageNum = 1, pageSize = 10): Promise<Paged<Ticket> & { serverTime: string }> {
  return gateway.get<Paged<Ticket> & { serverTime: string }>('/v1/auth/ticket/mine', { scope, pageNum, pageSize }, { silent: true });
}
