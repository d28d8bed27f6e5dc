import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { crossKey } from './get-cross-list';
import type { CrossRequest } from '@/features/matters/online-types';

/** One 跨省通办 request with its status and feedback. */
export function getCrossDetail(id: string): Promise<CrossRequest> {
  return gateway.get<CrossRequest>('/online-processing/anon/cross/detail', { id }, { silent: true });
}

export const crossDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...crossKey(), id] as const,
    queryFn: () => getCrossDetail(id),
    enabled: Boolean(id),
  });
