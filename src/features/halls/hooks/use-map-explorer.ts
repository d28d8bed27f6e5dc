import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { convertFromGps } from '../api/convert-coordinates';
import { geocode } from '../api/geocode';
import { hallListQuery, HALL_LIST_REFRESH_MS } from '../api/get-hall-list';
import { hallsHandlingQuery } from '../api/get-halls-handling';
import { distanceMeters } from '../distance';
import { explorerReducer, initialExplorer } from '../map-explorer-state';
import { filterHalls, type MapFilters } from '../map-filters';
import { useGeolocation } from './use-geolocation';

/** The device's position in the maps' coordinates (the maps proxy converts GPS), once located. */
function useUserPosition() {
  const { state: located, locate } = useGeolocation();
  const [user, setUser] = useState<{ lat: number; lng: number } | null>(null);
  useEffect(() => {
    if (located.status !== 'located') return;
    let live = true;
    convertFromGps(located.lat, located.lng)
      .then((p) => live && setUser(p))
      .catch(() => live && setUser({ lat: located.lat, lng: located.lng }));
    return () => {
      live = false;
    };
  }, [located]);
  return { located, locate, user };
}

/**
 * 政务地图's data and state: the area's halls (refreshed for their busy levels), the filters
 * (district, open now, the halls handling a matter), the place search, the selection and the
 * map's centre (map-explorer-state.ts), and the halls shown, nearest first once located.
 */
export function useMapExplorer(fixedArea: string, elder: boolean) {
  const halls = useQuery({ ...hallListQuery(fixedArea), refetchInterval: HALL_LIST_REFRESH_MS });
  const [state, dispatch] = useReducer(explorerReducer, elder, initialExplorer);
  const handling = useQuery(hallsHandlingQuery(fixedArea, state.matter));
  const { located, locate, user } = useUserPosition();

  const { district, openNow, matter } = state;
  const filters: MapFilters = useMemo(
    () => ({ district, openNow, handling: matter && handling.data ? new Set(handling.data.map((x) => x.hallId)) : null }),
    [district, openNow, matter, handling.data],
  );
  const shown = useMemo(() => {
    const list = filterHalls(halls.data ?? [], filters);
    return user ? [...list].sort((a, b) => distanceMeters(user, a) - distanceMeters(user, b)) : list;
  }, [halls.data, filters, user]);

  const searchPlace = async (text: string) => {
    const q = text.trim();
    if (!q) return;
    dispatch({ type: 'placeError', message: null });
    try {
      const found = await geocode(q, fixedArea);
      if (!found.length) return dispatch({ type: 'placeError', message: `没有找到“${q}”` });
      dispatch({ type: 'placeFound', place: found[0] });
    } catch (e) {
      dispatch({ type: 'placeError', message: e instanceof Error ? e.message : '地点搜索失败，请稍后重试' });
    }
  };

  return { halls, handling, state, dispatch, filters, shown, located, locate, user, searchPlace };
}
