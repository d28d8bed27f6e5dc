import type { QueryKey } from '@tanstack/react-query';
import { local } from '@/lib/storage/storage';

// The last answer of a few public calls (an area's name, its halls), kept on this device: the next
// visit shows it at once, as TanStack Query's placeholder, while the same call runs again (issue
// 14: the first screen on a weak network). Only public data; a handful of entries, newest kept.

const KEY = 'ow.lastSeen';
const MAX_ENTRIES = 12;

type Kept = Record<string, { at: number; data: unknown }>;

const id = (key: QueryKey) => JSON.stringify(key);

/** The answer last seen on this device for a query key, if any. */
export function lastSeen<T>(key: QueryKey): T | undefined {
  return local.getJson<Kept>(KEY)?.[id(key)]?.data as T | undefined;
}

/** Keeps an answer for the next visit (the oldest entries make room). */
export function rememberSeen<T>(key: QueryKey, data: T): T {
  const kept = { ...(local.getJson<Kept>(KEY) ?? {}), [id(key)]: { at: Date.now(), data } };
  const newest = Object.entries(kept)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_ENTRIES);
  local.setJson(KEY, Object.fromEntries(newest));
  return data;
}

/**
 * The parts of a query's options that keep its answer on this device: the call, whose answer is
 * kept, and the placeholder that shows the one kept from the last visit while it runs.
 */
export function keptOnDevice<T>(queryKey: QueryKey, fetch: () => Promise<T>) {
  return {
    queryKey,
    queryFn: () => fetch().then((data) => rememberSeen(queryKey, data)),
    placeholderData: () => lastSeen<T>(queryKey),
  };
}
