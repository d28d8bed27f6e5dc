import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { saveLiveTickets } from '../live-store';
import { LIVE_POLL_MS } from '../rules';
import { queueKey } from './keys';
import { nextPageNum } from '@/lib/query/next-page';
import type { PageResult } from '@/contract/page';
import type { Ticket } from '../types';

export type TicketScope = 'live' | 'history' | 'all';

/** All the user's numbers, whatever the scope (invalidated after a number changes). */
export const ticketsKey = [...queueKey, 'tickets'] as const;
export const myTicketsKey = (scope: TicketScope) => [...ticketsKey, scope] as const;

/** The user's numbers, newest first, paged. */
export function getMyTickets(scope: TicketScope, pageNum = 1, pageSize = 10): Promise<PageResult<Ticket> & { serverTime: string }> {
  return gateway.get<PageResult<Ticket> & { serverTime: string }>('/v1/auth/ticket/mine', { scope, pageNum, pageSize }, { silent: true });
}

/** The user's numbers of a scope, 10 a page. */
export const myTicketsPagedQuery = (scope: TicketScope) =>
  infiniteQueryOptions({
    queryKey: [...myTicketsKey(scope), 'paged'] as const,
    queryFn: ({ pageParam }) => getMyTickets(scope, pageParam, 10),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
  });

/** The user's live numbers, polled while shown; each answer is kept for the session (the offline fallback). */
export const liveTicketsQuery = () =>
  queryOptions({
    queryKey: myTicketsKey('live'),
    queryFn: async () => {
      const page = await getMyTickets('live', 1, 20);
      saveLiveTickets(page.records);
      return page.records;
    },
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
  });
