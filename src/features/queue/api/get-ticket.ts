import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { saveLiveTickets } from '../live-store';
import { LIVE_POLL_MS } from '../rules';
import type { Ticket } from '../types';

export const ticketKey = (id: string) => ['queue', 'ticket', id] as const;

/** One number of the user, live. */
export function getTicket(id: string): Promise<Ticket> {
  return gateway.get<Ticket>('/v1/auth/ticket/detail', { id }, { silent: true });
}

/** One number, live: polled until it is over, and kept for the session like the list. */
export const liveTicketQuery = (id: string) =>
  queryOptions({
    queryKey: ticketKey(id),
    queryFn: async () => {
      const t = await getTicket(id);
      saveLiveTickets([t]);
      return t;
    },
    refetchInterval: (q) => (q.state.data && ['done', 'expired', 'cancelled'].includes(q.state.data.status) ? false : LIVE_POLL_MS),
    refetchIntervalInBackground: false,
  });
