import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

/** Matter names that complete what is typed, best first. */
export function getSuggestions(areaCode: string, q: string, signal?: AbortSignal): Promise<string[]> {
  return gateway.get<string[]>('/service-xzyd/search/anon/suggest', { areaCode, q }, { signal, silent: true });
}

export const matterSuggestionsQuery = (areaCode: string, q: string) =>
  queryOptions({
    queryKey: ['matters', 'suggest', areaCode, q] as const,
    // The query's signal cancels an older request when the text changes: stale answers are dropped.
    queryFn: ({ signal }: { signal: AbortSignal }) => getSuggestions(areaCode, q, signal),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });
