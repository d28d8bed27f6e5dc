import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Hall } from '../types';

/** docs/spec-rules.md section 8: the message when coordinates cannot be had. */
export const COORDINATES_FAILED = '经纬度获取失败';

/** Default search radius in metres (the server's default too). */
export const DEFAULT_NEARBY_RADIUS = 20_000;

/** Rejection of a nearby query without usable coordinates (docs/spec-rules.md section 5); nothing was sent. */
export class MissingCoordinatesError extends Error {
  readonly kind = 'missing-coordinates' as const;
  constructor() {
    super(COORDINATES_FAILED);
    this.name = 'MissingCoordinatesError';
  }
}

export function isMissingCoordinatesError(e: unknown): e is MissingCoordinatesError {
  return e instanceof MissingCoordinatesError;
}

export interface NearbyHallsParams {
  lat?: number | null;
  lng?: number | null;
  /** Metres. */
  radius?: number;
}

/** A hall with its distance from the asked position, in metres. */
export interface NearbyHall extends Hall {
  distance: number;
}

function usable(v: unknown, limit: number): v is number {
  return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;
}

/** Halls within `radius` metres of a position, nearest first. Rejects before any call without coordinates. */
export async function getNearbyHalls({ lat, lng, radius = DEFAULT_NEARBY_RADIUS }: NearbyHallsParams): Promise<NearbyHall[]> {
  if (!usable(lat, 90) || !usable(lng, 180)) throw new MissingCoordinatesError();
  const halls = await gateway.get<NearbyHall[]>('/service-xzyd/hall/anon/nearby', { lat, lng, radius });
  return [...halls].sort((a, b) => a.distance - b.distance);
}

/** Query options of the halls near a position; missing coordinates are not retried. */
export const nearbyHallsQuery = (params: NearbyHallsParams) =>
  queryOptions({
    queryKey: ['halls', 'nearby', params.lat, params.lng, params.radius],
    queryFn: () => getNearbyHalls(params),
    retry: (count, e) => !isMissingCoordinatesError(e) && count < 1,
  });
