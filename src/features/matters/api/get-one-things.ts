import { queryOptions } from '@tanstack/react-query';
import { cloud } from '@/lib/http/cloud';
import type { OneThingCategory } from '../types';
import { cloudData } from './cloud-call';

/** 一件事 categories and their bundles (cloud API). */
export function getOneThings(areaCode: string): Promise<OneThingCategory[]> {
  return cloudData(cloud.get<OneThingCategory[]>('/service-cloud/oneThing/list', { areaCode }, { silent: true }));
}

export const oneThingsQuery = (areaCode: string) =>
  queryOptions({
    queryKey: ['matters', 'one-things', areaCode] as const,
    queryFn: () => getOneThings(areaCode),
  });
