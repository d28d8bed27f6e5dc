import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { SearchResult } from '../types';

/** One search over matters, 一件事, halls and guide texts of an area (recorded for hot words). */
export function search(areaCode: string, q: string, signal?: AbortSignal): Promise<SearchResult> {
  return gateway.get<SearchResult>('/service-xzyd/search/anon/query', { areaCode, q }, { signal });
}

export const searchQuery = (areaCode: string, q: string) =>
  queryOptions({
    queryKey: ['matters', 'search', areaCode, q] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => search(areaCode, q, signal),
    enabled: q.trim().length > 0,
  });
