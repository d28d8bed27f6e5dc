import { gateway } from '../../../lib/http/client';
import type { RobotCategory } from '../types';

/** The robot's categories for an area. */
export function getTopCategory(areaCode: string): Promise<RobotCategory[]> {
  return gateway.get<RobotCategory[]>('/microservice-robot/robot/topCategory', { areaCode }, { silent: true });
}
