import { useQuery } from '@tanstack/react-query';
import { areaConfigQuery } from '../api/get-area-config';
import { regionQuery } from '../api/get-region';
import { subRegionsQuery } from '../api/get-sub-regions';

/** The position (name, level, centre) of an area code. */
export function useRegion(code: string) {
  return useQuery(regionQuery(code));
}

/** The area's configuration attributes. */
export function useAreaConfig(code: string, enabled = true) {
  return useQuery({ ...areaConfigQuery(code), enabled });
}

/** The districts under an area, asked only for areas above district level (a district has none to show). */
export function useDistricts(fixedArea: string) {
  const region = useRegion(fixedArea);
  return useQuery({ ...subRegionsQuery(fixedArea), enabled: (region.data?.level ?? 3) < 3 });
}
