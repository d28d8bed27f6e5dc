import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { WaitlistEntry } from '../types';

export const waitlistKey = (hallId: string, matterId: string | null) => ['queue', 'waitlist', hallId, matterId ?? 'ZH'] as const;

/** The user's waiting lists for a hall and matter (none: the comprehensive window), newest first. */
export function getWaitlist(hallId: string, matterId: string | null): Promise<WaitlistEntry[]> {
  return gateway.get<WaitlistEntry[]>('/auth/reservation/waitlist', { hallId, matterId: matterId ?? undefined }, { silent: true });
}

export const waitlistQuery = (hallId: string, matterId: string | null) =>
  queryOptions({ queryKey: waitlistKey(hallId, matterId), queryFn: () => getWaitlist(hallId, matterId) });
