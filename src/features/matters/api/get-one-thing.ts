import { queryOptions } from '@tanstack/react-query';
import { cloud } from '@/lib/http/cloud';
import type { OneThingDetail } from '../types';
import { cloudData } from './cloud-call';

/** One 一件事 bundle: its single materials list and the matters it covers (cloud API). */
export function getOneThing(id: string, areaCode: string): Promise<OneThingDetail> {
  return cloudData(cloud.get<OneThingDetail>('/service-cloud/oneThing/detail', { id, areaCode }, { silent: true }));
}

export const oneThingQuery = (id: string, areaCode: string) =>
  queryOptions({
    queryKey: ['matters', 'one-thing', id, areaCode] as const,
    queryFn: () => getOneThing(id, areaCode),
    enabled: Boolean(id),
  });
