import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

export interface HallHandling {
  hallId: string;
  matters: { id: string; name: string }[];
}

/** The halls of an area that handle matters named like the keyword (the map's "matter handled" filter). */
export function getHallsHandling(areaCode: string, keyword: string): Promise<HallHandling[]> {
  return gateway.get<HallHandling[]>('/service-xzyd/hall/anon/handling', { areaCode, keyword });
}

export const hallsHandlingQuery = (areaCode: string, keyword: string) =>
  queryOptions({
    queryKey: ['halls', 'handling', areaCode, keyword],
    queryFn: () => getHallsHandling(areaCode, keyword),
    enabled: keyword.trim().length > 0,
  });
