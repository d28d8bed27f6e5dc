import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { HallQueues } from '../types';

export const ticketQueuesKey = (hallId: string) => ['queue', 'ticketQueues', hallId] as const;

/** The queues of a hall with the people waiting and the expected wait. */
export function getTicketQueues(hallId: string): Promise<HallQueues> {
  return gateway.get<HallQueues>('/anon/ticket/queues', { hallId }, { silent: true });
}

/** The queues of a hall, asked again every 15 s while shown. */
export const ticketQueuesQuery = (hallId: string) =>
  queryOptions({ queryKey: ticketQueuesKey(hallId), queryFn: () => getTicketQueues(hallId), refetchInterval: 15_000 });
