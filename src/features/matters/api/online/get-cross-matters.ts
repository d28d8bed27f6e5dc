import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CrossMode } from '@/features/matters/online-types';

/** Matters of an area that can be handled 跨省通办, with their mode. */
export function getCrossMatters(areaCode: string): Promise<{ id: string; name: string; mode: CrossMode }[]> {
  return gateway.get('/online-processing/anon/cross/matters', { areaCode }, { silent: true });
}

export const crossMattersQuery = (areaCode: string) =>
  queryOptions({
    queryKey: ['matters', 'online', 'crossMatters', areaCode] as const,
    queryFn: () => getCrossMatters(areaCode),
  });
