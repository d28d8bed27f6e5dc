import { clear, createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * Drafts of forms: nothing typed is lost. Every change is kept in sessionStorage (read at once
 * when a form mounts again in this tab) and in IndexedDB (which survives the messenger closing
 * its browser). Keys are `ow.draft.<scope>.<form>`, where the scope is the logged-in user (a
 * visitor's drafts are taken over by whoever logs in next); logout removes them. Drafts never
 * hold credentials.
 */

const PREFIX = 'ow.draft.';
const VISITOR = 'visitor';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Private mode or a disabled storage in some messenger webviews: behave as empty.
    return fallback;
  }
}

let idb: UseStore | null | undefined;
function store(): UseStore | null {
  if (idb === undefined) idb = typeof indexedDB === 'undefined' ? null : safe(() => createStore('ow-drafts', 'drafts'), null);
  return idb;
}

/** The user the drafts belong to: the uc user id, else the mobile or chat account, else a visitor. */
export function draftScope(): string {
  const ls = (k: string) => safe(() => window.localStorage.getItem(k), null);
  return ls('userId') || ls('accountMobile') || ls('openId') || VISITOR;
}

const keyOf = (scope: string, form: string) => `${PREFIX}${scope}.${form}`;

function readSession<T>(key: string): T | null {
  const raw = safe(() => window.sessionStorage.getItem(key), null);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

// Writes to IndexedDB are coalesced: typing fast writes the last value once.
const pending = new Map<string, unknown>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;
function flushSoon(): void {
  if (flushTimer) return;
  flushTimer = setTimeout(() => void flushDrafts(), 250);
}

/** Writes pending drafts to IndexedDB now (also on pagehide). */
export async function flushDrafts(): Promise<void> {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  const db = store();
  const entries = [...pending];
  pending.clear();
  if (!db) return;
  await Promise.all(
    entries.map(([k, v]) => (v === undefined ? del(k, db) : set(k, v, db)).catch((e: unknown) => console.warn('draft not saved', e))),
  );
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flushDrafts());

/**
 * A draft as IndexedDB will hold it once the pending writes are done: a save or a discard not
 * written yet counts at once (a form opened again right after it was sent starts empty), and so
 * does one made while IndexedDB was being read.
 */
async function stored<T>(key: string, db: UseStore): Promise<T | null> {
  const found = pending.has(key) ? undefined : await get<T>(key, db);
  if (pending.has(key)) return (pending.get(key) as T | undefined) ?? null;
  return found ?? null;
}

export const drafts = {
  /** The draft of a form kept in this tab (the user's, else a visitor's), or null. */
  get<T>(form: string): T | null {
    return readSession<T>(keyOf(draftScope(), form)) ?? readSession<T>(keyOf(VISITOR, form));
  },
  /** The draft of a form from this tab or, after the browser was closed, from IndexedDB. */
  async load<T>(form: string): Promise<T | null> {
    const here = drafts.get<T>(form);
    if (here !== null) return here;
    const db = store();
    if (!db) return null;
    try {
      const own = keyOf(draftScope(), form);
      const found = (await stored<T>(own, db)) ?? (await stored<T>(keyOf(VISITOR, form), db));
      if (found === null) return null;
      safe(() => window.sessionStorage.setItem(own, JSON.stringify(found)), undefined);
      return found;
    } catch {
      return null;
    }
  },
  set(form: string, value: unknown): void {
    const key = keyOf(draftScope(), form);
    safe(() => window.sessionStorage.setItem(key, JSON.stringify(value)), undefined);
    pending.set(key, value);
    flushSoon();
  },
  /** Forgets a form's draft (after it was sent), the visitor's copy too. */
  clear(form: string): void {
    for (const key of new Set([keyOf(draftScope(), form), keyOf(VISITOR, form)])) {
      safe(() => window.sessionStorage.removeItem(key), undefined);
      pending.set(key, undefined);
    }
    flushSoon();
  },
};

/** Removes every draft of the current user and of visitors (logout). */
export async function clearDrafts(scope = draftScope()): Promise<void> {
  const prefixes = [keyOf(scope, ''), keyOf(VISITOR, '')];
  const mine = (k: string) => prefixes.some((p) => k.startsWith(p));
  safe(() => {
    const ss = window.sessionStorage;
    for (const k of Object.keys(ss)) if (mine(k)) ss.removeItem(k);
  }, undefined);
  for (const k of [...pending.keys()]) if (mine(k)) pending.delete(k);
  const db = store();
  if (!db) return;
  try {
    const all = (await keys(db)).map(String).filter(mine);
    await delMany(all, db);
  } catch (e) {
    console.warn('drafts not cleared', e);
  }
}

/** Forgets every draft of every user, pending writes too (a test's fresh start). */
export async function resetDrafts(): Promise<void> {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  pending.clear();
  const db = store();
  if (db) await clear(db);
}
