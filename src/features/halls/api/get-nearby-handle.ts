import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Alternative, Hall } from '../types';

export interface HandlingHall extends Hall {
  distance: number | null;
  matter: { id: string; name: string };
  alternative: Alternative | null;
}

export interface NearbyHandleParams {
  areaCode: string;
  keyword: string;
  lat?: number | null;
  lng?: number | null;
}

/** 就近办: halls that handle a matter, nearest first when a position is given, with live crowding. */
export function getNearbyHandle({ areaCode, keyword, lat, lng }: NearbyHandleParams): Promise<HandlingHall[]> {
  return gateway.get<HandlingHall[]>('/service-xzyd/hall/anon/nearbyHandle', {
    areaCode,
    keyword,
    lat: lat ?? undefined,
    lng: lng ?? undefined,
  });
}

export const nearbyHandleQuery = (p: NearbyHandleParams) =>
  queryOptions({
    queryKey: ['halls', 'nearbyHandle', p.areaCode, p.keyword, p.lat ?? null, p.lng ?? null],
    queryFn: () => getNearbyHandle(p),
    enabled: p.keyword.trim().length > 0,
  });
