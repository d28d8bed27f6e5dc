import { gateway } from '../../../lib/http/client';
import type { AreaItem } from '../types';

export function getSubRegions(parentId: string): Promise<AreaItem[]> {
  return gateway.get<AreaItem[]>('/area/sysArea/anon/subRegion', { parentId });
}
