/**
 * The one module that owns browser storage keys (docs/contract.md section 5).
 * Credentials live only under these keys; nothing else writes them.
 */

/** localStorage keys fixed by the contract, plus the app's own (`ow.*`). */
export const LOCAL_KEYS = [
  'userInfo',
  'ucInfo',
  'userId',
  'openId',
  'validateSecret',
  'thirdParty',
  'accountMobile',
  'validateMobileSecret',
  'mobileUserInfo',
  'wxInfo',
  'ow.system',
  'ow.lastRatingDate',
  'ow.prefs',
  'ow.area',
  'ow.searchHistory',
  'ow.lastSeen',
] as const;
export type LocalKey = (typeof LOCAL_KEYS)[number];

/** sessionStorage keys: the gateway session and the app's per-session flags. */
export const SESSION_KEYS = ['token', 'secret', 'ow.debug', 'ow.session', 'ow.queue.live'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Private mode or a disabled storage in some messenger webviews: behave as empty.
    return fallback;
  }
}

function makeStore<K extends string>(area: () => Storage) {
  return {
    get(key: K): string | null {
      return safe(() => area().getItem(key), null);
    },
    set(key: K, value: string): void {
      safe(() => area().setItem(key, value), undefined);
    },
    remove(...keys: K[]): void {
      safe(() => keys.forEach((k) => area().removeItem(k)), undefined);
    },
    getJson<T>(key: K): T | null {
      const raw = safe(() => area().getItem(key), null);
      if (raw == null || raw === '') return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key: K, value: unknown): void {
      safe(() => area().setItem(key, JSON.stringify(value)), undefined);
    },
  };
}

/** Typed localStorage: only contract keys. */
export const local = makeStore<LocalKey>(() => window.localStorage);
/** Typed sessionStorage: only contract keys. */
export const session = makeStore<SessionKey>(() => window.sessionStorage);

// Drafts of forms live in drafts.ts (sessionStorage and IndexedDB, scoped to the user), imported from
// there by the forms that keep drafts: IndexedDB's code is not part of every page's first load.

/** The gateway session of sessionStorage (`token`, `secret`), or null. */
export function getSession(): { token: string; secret: string } | null {
  const token = session.get('token');
  const secret = session.get('secret');
  return token && secret ? { token, secret } : null;
}
