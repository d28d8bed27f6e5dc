import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { MatterSummary } from '../types';

export function getHotMatters(areaCode: string, size = 6): Promise<MatterSummary[]> {
  return gateway.get<MatterSummary[]>('/service-xzyd/matter/anon/hot', { areaCode, size });
}

/** Query options of the area's hot matters. */
export const hotMattersQuery = (areaCode: string) =>
  queryOptions({ queryKey: ['matters', 'hot', areaCode], queryFn: () => getHotMatters(areaCode) });
