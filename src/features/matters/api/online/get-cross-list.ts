import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CrossRequest } from '@/features/matters/online-types';

/** The user's 跨省通办 requests. */
export function getCrossList(): Promise<CrossRequest[]> {
  return gateway.get<CrossRequest[]>('/online-processing/anon/cross/list', undefined, { silent: true });
}

/** The key of every 跨省通办 query (the list and each request): invalidate it after a write. */
export const crossKey = () => ['matters', 'online', 'cross'] as const;

export const crossListQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: crossKey(),
    queryFn: getCrossList,
    enabled,
  });
