import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { keptOnDevice } from '@/lib/query/last-seen';
import type { Hall } from '../types';

export interface GetHallListParams {
  areaCode: string;
  keyword?: string;
}

/** Halls of an area and the areas inside it. */
export function getHallList(params: GetHallListParams): Promise<Hall[]> {
  return gateway.get<Hall[]>('/service-xzyd/hall/anon/list', params);
}

/**
 * Query options of the halls of an area (shared by home, the map and 找大厅). The last list seen on
 * this device shows at once while it is asked for again.
 */
export const hallListQuery = (areaCode: string) => queryOptions(keptOnDevice(['halls', 'list', areaCode], () => getHallList({ areaCode })));

/** How often lists of halls ask again for live crowding while shown. */
export const HALL_LIST_REFRESH_MS = 60_000;
