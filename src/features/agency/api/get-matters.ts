import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

export interface MatterOption {
  id: string;
  name: string;
  departmentName: string;
}

export const agencyMattersKey = (areaCode: string) => ['agency', 'matters', areaCode] as const;

/** Matters of the area people most often need help with (the catalogue's hot list). */
export function getAgencyMatters(areaCode: string): Promise<MatterOption[]> {
  return gateway.get('/service-xzyd/matter/anon/hot', { areaCode, size: 12 }, { silent: true });
}

export const agencyMattersQuery = (areaCode: string) =>
  queryOptions({ queryKey: agencyMattersKey(areaCode), queryFn: () => getAgencyMatters(areaCode), staleTime: 300_000 });
