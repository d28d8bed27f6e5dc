import { local } from '@/lib/storage/storage';

const MAX = 10;

/** The user's own recent searches on this device, newest first. */
export function readHistory(): string[] {
  const raw = local.getJson<unknown>('ow.searchHistory');
  return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string').slice(0, MAX) : [];
}

/** Puts a search first (once), keeping the last ten. */
export function addToHistory(word: string): string[] {
  const w = word.trim();
  if (!w) return readHistory();
  const next = [w, ...readHistory().filter((x) => x !== w)].slice(0, MAX);
  local.setJson('ow.searchHistory', next);
  return next;
}

export function clearHistory(): void {
  local.remove('ow.searchHistory');
}
