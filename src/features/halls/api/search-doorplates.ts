import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Doorplate } from '../types';

/** Doorplates (service points) of an area whose name, address or services hold the keyword. */
export function searchDoorplates(areaCode: string, keyword: string): Promise<Doorplate[]> {
  return gateway.get<Doorplate[]>('/service-xzyd/doorplate/anon/search', { areaCode, keyword });
}

export const doorplateSearchQuery = (areaCode: string, keyword: string) =>
  queryOptions({ queryKey: ['halls', 'doorplates', areaCode, keyword], queryFn: () => searchDoorplates(areaCode, keyword) });
