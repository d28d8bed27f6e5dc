import { gateway } from '../../../lib/http/client';
import type { RobotSubCategory } from '../types';

/** The sub-categories of a category, each with its questions. */
export function getSubCategory(areaCode: string, categoryId: string): Promise<RobotSubCategory[]> {
  return gateway.get<RobotSubCategory[]>('/microservice-robot/robot/getSubCategory', { areaCode, categoryId }, { silent: true });
}
