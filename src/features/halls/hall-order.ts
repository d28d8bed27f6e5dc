import { distanceMeters } from './distance';
import type { Hall } from './types';

/**
 * Rows a list of halls draws at first, and adds at each 显示更多大厅 (找大厅, 附近大厅, 政务地图's
 * list). A city of 300 halls drawn at once kept a phone slowed 4x busy for seconds before the
 * first row showed, and again when a tap left the kept-alive page (docs/performance.md, "Growth to
 * ten times the data"); today's city (27 halls) fits in one step.
 */
export const HALL_ROWS_STEP = 30;

/** How 找大厅 orders its halls. */
export type HallSort = 'distance' | 'idle';

const BUSY_RANK: Record<Hall['busy'], number> = { idle: 0, normal: 1, busy: 2 };

/** Halls whose name or address holds the keyword (all when it is empty). */
export function matchHalls(halls: Hall[], keyword: string): Hall[] {
  const k = keyword.trim();
  return k ? halls.filter((h) => h.name.includes(k) || h.address.includes(k)) : halls;
}

/** Least busy first, or nearest to the centre first (as given when there is no centre). */
export function sortHalls(halls: Hall[], sort: HallSort, centre?: { lat: number; lng: number } | null): Hall[] {
  if (sort === 'idle') return [...halls].sort((a, b) => BUSY_RANK[a.busy] - BUSY_RANK[b.busy]);
  if (centre) return [...halls].sort((a, b) => distanceMeters(centre, a) - distanceMeters(centre, b));
  return halls;
}
