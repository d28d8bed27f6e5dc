import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Machine } from '../types';

/** Self-service machines of a hall, or of every hall inside an area. */
export function getMachines(params: { hallId?: string; areaCode?: string }): Promise<Machine[]> {
  return gateway.get<Machine[]>('/service-xzyd/machine/anon/list', params);
}

export const machinesQuery = (params: { hallId?: string; areaCode?: string }) =>
  queryOptions({
    queryKey: ['matters', 'machines', params] as const,
    queryFn: () => getMachines(params),
  });
