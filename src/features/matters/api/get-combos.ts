import { queryOptions } from '@tanstack/react-query';
import { cloud } from '@/lib/http/cloud';
import type { Combo } from '../types';
import { cloudData } from './cloud-call';

/** Matters one window takes together (联办, cloud API). */
export function getCombos(areaCode: string): Promise<Combo[]> {
  return cloudData(cloud.get<Combo[]>('/service-cloud/combo/list', { areaCode }, { silent: true }));
}

export const combosQuery = (areaCode: string) =>
  queryOptions({
    queryKey: ['matters', 'combos', areaCode] as const,
    queryFn: () => getCombos(areaCode),
  });
