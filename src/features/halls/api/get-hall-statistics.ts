import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { StatPoint } from '../types';

export type StatRange = 'day' | 'week';

/** A hall's visits, average wait and rating per day (14 days) or week (8 weeks). */
export function getHallStatistics(
  id: string,
  range: StatRange,
): Promise<{ hall: { id: string; name: string }; range: StatRange; points: StatPoint[] }> {
  return gateway.get('/service-xzyd/hall/anon/statistics', { id, range });
}

export const hallStatisticsQuery = (id: string, range: StatRange) =>
  queryOptions({ queryKey: ['halls', 'statistics', id, range], queryFn: () => getHallStatistics(id, range), enabled: Boolean(id) });
