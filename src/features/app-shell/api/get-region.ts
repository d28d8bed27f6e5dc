import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Position } from '../types';

/** An area's name, level and centre. Silent: pages say themselves when the area is unknown. */
export function getRegion(id: string): Promise<Position> {
  return gateway.get<Position>('/area/sysArea/anon/getRegion', { id }, { silent: true });
}

/** Query options of an area's position: it never changes while the app runs. */
export const regionQuery = (id: string) =>
  queryOptions({ queryKey: ['app-shell', 'region', id], queryFn: () => getRegion(id), staleTime: Infinity });
