import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Law } from '../types';

/** The legal basis texts of a matter. */
export function getLaws(matterId: string): Promise<{ matterId: string; name: string; laws: Law[] }> {
  return gateway.get('/service-xzyd/matter/anon/laws', { matterId });
}

export const lawsQuery = (matterId: string) =>
  queryOptions({
    queryKey: ['matters', 'laws', matterId] as const,
    queryFn: () => getLaws(matterId),
    enabled: Boolean(matterId),
  });
