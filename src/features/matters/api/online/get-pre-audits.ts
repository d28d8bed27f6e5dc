import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { PreAudit } from '@/features/matters/online-types';

/** The user's pre-reviews, newest first. */
export function getPreAudits(): Promise<PreAudit[]> {
  return gateway.get<PreAudit[]>('/online-processing/anon/preAudit/list', undefined, { silent: true });
}

export const preAuditsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['matters', 'online', 'preAudits'] as const,
    queryFn: getPreAudits,
    enabled,
  });
