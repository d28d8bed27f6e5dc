import { AREA_PARAM_KEYS, type AreaParams } from './area';

/** Splits `/path?x=1` into path and query. */
export function splitTarget(target: string): { path: string; query: URLSearchParams } {
  const i = target.indexOf('?');
  if (i < 0) return { path: target, query: new URLSearchParams() };
  return { path: target.slice(0, i), query: new URLSearchParams(target.slice(i + 1)) };
}

/**
 * Adds the area parameters to a target path: values already in the target win, then the
 * current ones. Returns `/path?...` (the hash router's location, without `#`).
 */
export function withAreaParams(target: string, area: Partial<AreaParams>): string {
  const { path, query } = splitTarget(target);
  for (const key of AREA_PARAM_KEYS) {
    const value = area[key];
    if (!query.has(key) && value) query.set(key, value);
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Reads the area parameters from a query string. */
export function readAreaParams(search: string): Partial<AreaParams> {
  const q = new URLSearchParams(search);
  const out: Partial<AreaParams> = {};
  for (const key of AREA_PARAM_KEYS) {
    const v = q.get(key);
    if (v) out[key] = v;
  }
  return out;
}

/** The current hash route (`/path?query`) of the window. */
export function currentHashRoute(): string {
  const h = window.location.hash.replace(/^#/, '');
  return h || '/';
}
