import { gateway } from '../../../lib/http/client';
import type { AreaTreeNode } from '../types';

export function getRegionTree(rootId: string): Promise<AreaTreeNode> {
  return gateway.get<AreaTreeNode>('/area/sysArea/anon/regionTree', { rootId });
}
