import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { RobotCategory } from '../types';

/** The robot's categories for an area. */
export function getTopCategory(areaCode: string): Promise<RobotCategory[]> {
  return gateway.get<RobotCategory[]>('/microservice-robot/robot/topCategory', { areaCode }, { silent: true });
}

/** Query options of the robot's categories for an area. */
export const topCategoryQuery = (areaCode: string) =>
  queryOptions({ queryKey: ['robot', 'categories', areaCode], queryFn: () => getTopCategory(areaCode), staleTime: 5 * 60_000 });
