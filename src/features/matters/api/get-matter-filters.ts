import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { MatterFilters } from '../types';

/** The themes, departments, audiences and levels of an area's matters, with counts. */
export function getMatterFilters(areaCode: string, scope: 'own' | 'inside' = 'own'): Promise<MatterFilters> {
  return gateway.get<MatterFilters>('/service-xzyd/matter/anon/filters', { areaCode, scope });
}

export const matterFiltersQuery = (areaCode: string, scope: 'own' | 'inside' = 'own') =>
  queryOptions({
    queryKey: ['matters', 'filters', areaCode, scope] as const,
    queryFn: () => getMatterFilters(areaCode, scope),
    staleTime: 5 * 60_000,
  });
