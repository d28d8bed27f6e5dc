import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CaseSummary } from '../types';

/** The sub-cases of a combined (一件事) case. */
export function getCaseChildren(id: string): Promise<{ parent: CaseSummary; children: CaseSummary[] }> {
  return gateway.get('/service-xzyd/case/children', { id }, { silent: true });
}

export const caseChildrenQuery = (id: string) =>
  queryOptions({
    queryKey: ['cases', 'children', id] as const,
    queryFn: () => getCaseChildren(id),
    enabled: Boolean(id),
  });
