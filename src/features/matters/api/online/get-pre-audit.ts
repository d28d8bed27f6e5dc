import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { PreAudit } from '@/features/matters/online-types';

/** One of the user's pre-reviews (its materials carry into 在线申报 once it passed). */
export function getPreAudit(id: string): Promise<PreAudit> {
  return gateway.get<PreAudit>('/online-processing/anon/preAudit/detail', { id }, { silent: true });
}

export const preAuditQuery = (id: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['matters', 'online', 'preAudit', id] as const,
    queryFn: () => getPreAudit(id),
    enabled: enabled && Boolean(id),
  });
