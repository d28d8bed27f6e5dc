import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

export const districtsKey = ['express', 'districts'] as const;

/** Tianjin's districts (an address is in one of them). */
export function getDistricts(): Promise<{ text: string; value: string }[]> {
  return gateway.get('/area/sysArea/anon/subRegion', { parentId: '120100' }, { silent: true });
}

export const districtsQuery = () => queryOptions({ queryKey: districtsKey, queryFn: getDistricts, staleTime: Infinity });
