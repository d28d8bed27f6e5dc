import { distanceMeters, formatDistance } from './distance';
import { hallStateLabel } from '@/components/hall-state';
import type { Alternative, Hall } from './types';

/** The map's filters: a district (or all), open now only, and the halls handling a chosen matter. */
export interface MapFilters {
  district: string;
  openNow: boolean;
  /** Hall ids handling the matter searched for; null when no matter is chosen. */
  handling: ReadonlySet<string> | null;
}

export const NO_FILTERS: MapFilters = { district: 'all', openNow: false, handling: null };

/** Halls that pass every filter, in the order given. */
export function filterHalls<T extends Hall>(halls: T[], f: MapFilters): T[] {
  return halls.filter(
    (h) =>
      (f.district === 'all' || h.areaCode === f.district) && (!f.openNow || h.openNow === true) && (!f.handling || f.handling.has(h.id)),
  );
}

/** How many filters are set (the sheet's title says so). */
export function activeFilterCount(f: MapFilters): number {
  return (f.district !== 'all' ? 1 : 0) + (f.openNow ? 1 : 0) + (f.handling ? 1 : 0);
}

/** What a pin and a row say of a hall: its live level (or 休息中), people waiting, and the distance when known. */
export function hallStatusText(h: Hall, from?: { lat: number; lng: number } | null): string {
  const level = hallStateLabel(h);
  return from ? `${level}，距您${formatDistance(distanceMeters(from, h))}` : level;
}

const BUSY_RANK: Record<Hall['busy'], number> = { idle: 0, normal: 1, busy: 2 };

/**
 * A crowded hall's suggestion among the halls listed (those handling the chosen matter when one
 * is chosen): the nearest open hall that is less busy, or null when the hall is not crowded or
 * none is. The emulator's portal suggests by the same rule.
 */
export function alternativeAmong(h: Hall, among: readonly Hall[]): Alternative | null {
  if (h.busy !== 'busy' || h.openNow === false) return null;
  let best: Alternative | null = null;
  for (const o of among) {
    if (o.id === h.id || o.openNow === false || BUSY_RANK[o.busy] >= BUSY_RANK.busy) continue;
    const distance = Math.round(distanceMeters(h, o));
    if (!best || distance < best.distance) best = { id: o.id, name: o.name, busy: o.busy, waiting: o.waiting ?? 0, distance };
  }
  return best;
}
