import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { hallListQuery } from '../api/get-hall-list';
import { matchHalls, sortHalls, type HallSort } from '../hall-order';

/** How often the busy levels of the listed halls are refreshed while the page is shown. */
export const HALL_REFRESH_MS = 60_000;

interface Options {
  /** The current area; `centre` its position for ordering by distance. */
  fixedArea: string;
  centre?: { lat: number; lng: number } | null;
  /** Crowd levels change through the day: refresh while shown (a hidden kept-alive page stops). */
  refresh?: boolean;
}

/**
 * The halls of the area for a finder page: a district (or all), a keyword and an order, and the
 * halls they leave. The district returns to "all" when the area changes.
 */
export function useHallFinder({ fixedArea, centre, refresh = false }: Options) {
  const [choice, setChoice] = useState({ area: fixedArea, district: 'all' });
  const district = choice.area === fixedArea ? choice.district : 'all';
  const setDistrict = (d: string) => setChoice({ area: fixedArea, district: d });
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<HallSort>('distance');
  const areaCode = district === 'all' ? fixedArea : district;
  const halls = useQuery({ ...hallListQuery(areaCode), refetchInterval: refresh ? HALL_REFRESH_MS : false });
  const shown = useMemo(() => sortHalls(matchHalls(halls.data ?? [], keyword), sort, centre), [halls.data, keyword, sort, centre]);
  return { district, setDistrict, keyword, setKeyword, sort, setSort, halls, shown };
}
