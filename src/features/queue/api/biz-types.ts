import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { BizType } from '../types';

export const bizTypesKey = (areaCode: string) => ['queue', 'bizTypes', areaCode] as const;

/** Business types that can be booked in the area. */
export function getBizTypes(areaCode: string): Promise<BizType[]> {
  return gateway.get<BizType[]>('/auth/reservation/bizTypes', { areaCode }, { silent: true });
}

export const bizTypesQuery = (areaCode: string) => queryOptions({ queryKey: bizTypesKey(areaCode), queryFn: () => getBizTypes(areaCode) });
