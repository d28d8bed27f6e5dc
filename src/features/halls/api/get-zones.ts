import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

export type ZoneType = 'service' | 'oneThing';

export interface Zone {
  id: string;
  name: string;
  description: string;
  matterCount?: number;
  promiseDays?: number;
  matters?: { id: string; name: string }[];
  halls: { id: string; name: string; place: string }[];
}

/** An area's service zones (专区) or one-thing zones (一件事专区). */
export function getZones(areaCode: string, type: ZoneType): Promise<Zone[]> {
  return gateway.get<Zone[]>('/service-xzyd/zone/anon/list', { areaCode, type });
}

export const zonesQuery = (areaCode: string, type: ZoneType) =>
  queryOptions({ queryKey: ['halls', 'zones', areaCode, type], queryFn: () => getZones(areaCode, type) });
