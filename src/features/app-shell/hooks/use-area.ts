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

/**
 * The calls behind useRegion and useDistricts, for a page that asks them before it renders
 * (`firstQueries`, docs/performance.md): both at once, where useDistricts waits for the region's
 * level before it asks. A district's own districts are an empty list.
 */
export const districtTabsQueries = (code: string) => [regionQuery(code), subRegionsQuery(code)];

/**
 * Whether the district tabs (features/halls) are still to come: the region's level, then the
 * districts. A list below them waits for them rather than be pushed down when they arrive
 * (a layout shift of a third of the screen, docs/halls.md). A failed call comes no more.
 */
export function useDistrictsComing(code: string): boolean {
  const region = useRegion(code);
  const districts = useDistricts(code);
  return region.isPending || ((region.data?.level ?? 3) < 3 && districts.isPending);
}
