import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CaseDetail } from '../types';

/** One case: information, materials, timeline, notices. */
export function getCase(id: string): Promise<CaseDetail> {
  return gateway.get<CaseDetail>('/service-xzyd/case/detail', { id }, { silent: true });
}

export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: ['cases', 'detail', id] as const,
    queryFn: () => getCase(id),
    enabled: Boolean(id),
  });
