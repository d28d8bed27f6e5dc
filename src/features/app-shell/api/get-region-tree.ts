import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { AreaTreeNode } from '../types';

export function getRegionTree(rootId: string): Promise<AreaTreeNode> {
  return gateway.get<AreaTreeNode>('/area/sysArea/anon/regionTree', { rootId });
}

/** Query options of the area tree under the root area. */
export const regionTreeQuery = (rootId: string) =>
  queryOptions({ queryKey: ['app-shell', 'region-tree', rootId], queryFn: () => getRegionTree(rootId), staleTime: Infinity });
