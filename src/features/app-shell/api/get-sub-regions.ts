import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { AreaItem } from '../types';

export function getSubRegions(parentId: string): Promise<AreaItem[]> {
  return gateway.get<AreaItem[]>('/area/sysArea/anon/subRegion', { parentId });
}

/** Query options of the areas directly under an area. */
export const subRegionsQuery = (parentId: string) =>
  queryOptions({ queryKey: ['app-shell', 'sub-regions', parentId], queryFn: () => getSubRegions(parentId) });
