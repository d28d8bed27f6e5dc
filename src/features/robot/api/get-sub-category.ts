import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { RobotSubCategory } from '../types';

/** The sub-categories of a category, each with its questions. */
export function getSubCategory(areaCode: string, categoryId: string): Promise<RobotSubCategory[]> {
  return gateway.get<RobotSubCategory[]>('/microservice-robot/robot/getSubCategory', { areaCode, categoryId }, { silent: true });
}

/** Query options of a category's sub-categories. */
export const subCategoryQuery = (areaCode: string, categoryId: string) =>
  queryOptions({
    queryKey: ['robot', 'subCategories', areaCode, categoryId],
    queryFn: () => getSubCategory(areaCode, categoryId),
    staleTime: 5 * 60_000,
  });
