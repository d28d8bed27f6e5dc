import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { keptOnDevice } from '@/lib/query/last-seen';
import type { Position } from '../types';

/** An area's name, level and centre. Silent: pages say themselves when the area is unknown. */
export function getRegion(id: string): Promise<Position> {
  return gateway.get<Position>('/area/sysArea/anon/getRegion', { id }, { silent: true });
}

/**
 * Query options of an area's position: it never changes while the app runs. The position last seen
 * on this device shows at once while it is asked for again.
 */
export const regionQuery = (id: string) =>
  queryOptions({ ...keptOnDevice(['app-shell', 'region', id], () => getRegion(id)), staleTime: Infinity });
