import { useQuery } from '@tanstack/react-query';
import { getAreaConfig } from '../api/get-area-config';
import { getRegion } from '../api/get-region';

/** The position (name, level, centre) of an area code. */
export function useRegion(code: string) {
  return useQuery({ queryKey: ['region', code], queryFn: () => getRegion(code), staleTime: Infinity });
}

/** The area's configuration attributes. */
export function useAreaConfig(code: string, enabled = true) {
  return useQuery({ queryKey: ['area-config', code], queryFn: () => getAreaConfig(code), staleTime: 5 * 60_000, enabled });
}
