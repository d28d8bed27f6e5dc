import { gateway } from '@/lib/http/client';
import type { CrossRequest } from '@/features/matters/online-types';

/** The user's 跨省通办 requests. */
export function getCrossList(): Promise<CrossRequest[]> {
  return gateway.get<CrossRequest[]>('/online-processing/anon/cross/list', undefined, { silent: true });
}

export const crossListOptions = (enabled: boolean) => ({
  queryKey: ['matters', 'online', 'cross'] as const,
  queryFn: getCrossList,
  enabled,
});
