import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

export interface HallOption {
  id: string;
  name: string;
  address: string;
}

export const hallsKey = (areaCode: string) => ['express', 'halls', areaCode] as const;

/** Halls of the current area (where materials go, or certificates come from). */
export function getHalls(areaCode: string): Promise<HallOption[]> {
  return gateway.get('/service-xzyd/hall/anon/list', { areaCode }, { silent: true });
}

export const hallsQuery = (areaCode: string) =>
  queryOptions({ queryKey: hallsKey(areaCode), queryFn: () => getHalls(areaCode), staleTime: 300_000 });
