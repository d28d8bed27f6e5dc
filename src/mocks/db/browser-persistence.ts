import type { Persistence, Row, SaveDelta, Snapshot } from './store';

/**
 * The page's emulator state in localStorage, shared by the tabs of one browser (docs/emulator.md,
 * "Tabs that write at once").
 *
 * One key per row, not one key for the whole state: a tab in another renderer process sees
 * another tab's writes a few milliseconds late, so a tab that read the whole state, changed a row
 * and wrote the whole state back could erase a row another tab had just written (a chat message
 * lost while the other side's presence was saved). Here a commit writes only the rows it changed,
 * and each key is written whole, so two tabs lose each other's writes only when both change the
 * same row at once.
 *
 * Keys, under the prefix `<key>|`:
 * - `v`: present once anything was persisted (nothing persisted loads as `null`);
 * - `s|<table>`: a persisted table's seed print (a table without it is its seed);
 * - `r|<table>|<id>`: a row, `{ o, r }`, where `o` orders the rows as they were inserted.
 */
export function browserPersistence(key = 'ow-emulator-db'): Persistence {
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(key) : null;
  const layout = layoutOf(key);
  return {
    load: () => load(layout),
    save(s, delta) {
      try {
        const ls = window.localStorage;
        // The older layout: the whole state under the bare key.
        ls.removeItem(key);
        if (delta.all) {
          layout.removeAll(layout.prefix);
          for (const [table, rows] of Object.entries(s.tables as Record<string, Row[]>)) layout.layWhole(table, rows, s.seeds[table]);
        } else writeChanges(layout, s, delta);
        ls.setItem(layout.mark, '2');
      } catch (e) {
        console.warn('emulator state not saved', e);
      }
    },
    subscribe(listener) {
      // A commit elsewhere arrives as one message and as a storage event per row: one load for all.
      let due = false;
      const soon = () => {
        if (due) return;
        due = true;
        setTimeout(() => {
          due = false;
          listener();
        }, 0);
      };
      if (channel) channel.onmessage = soon;
      window.addEventListener('storage', (e) => {
        if (e.key === null || e.key.startsWith(layout.prefix)) soon();
      });
    },
    notify() {
      channel?.postMessage('changed');
    },
  };
}

type Layout = ReturnType<typeof layoutOf>;

/** The keys under `<key>|` (above) and the writes every save is made of. */
function layoutOf(key: string) {
  const prefix = `${key}|`;
  const seedKey = (table: string) => `${prefix}s|${table}`;
  const rowsOf = (table: string) => `${prefix}r|${table}|`;
  const rowKey = (table: string, id: string) => `${rowsOf(table)}${id}`;
  let counter = 0;
  const storage = () => window.localStorage;
  const keys = (start: string) => {
    const ls = storage();
    const out: string[] = [];
    for (let i = 0; i < ls.length; i++) {
      const k = ls.key(i);
      if (k !== null && k.startsWith(start)) out.push(k);
    }
    return out;
  };
  const removeAll = (start: string) => keys(start).forEach((k) => storage().removeItem(k));
  const put = (table: string, row: Row, o: number) => storage().setItem(rowKey(table, row.id), JSON.stringify({ o, r: row }));
  return {
    prefix,
    mark: `${prefix}v`,
    seedKey,
    rowsOf,
    rowKey,
    keys,
    removeAll,
    put,
    /** After every row written so far by any tab (rows laid whole are ordered by their index). */
    insertedOrder: () => Date.now() * 1000 + (counter = (counter + 1) % 1000),
    layWhole(table: string, rows: readonly Row[], print: string) {
      removeAll(rowsOf(table));
      rows.forEach((r, i) => put(table, r, i));
      storage().setItem(seedKey(table), print);
    },
  };
}

/** Every table persisted, in the order its rows were inserted; null when nothing was persisted. */
function load(l: Layout): Snapshot | null {
  try {
    const ls = window.localStorage;
    if (ls.getItem(l.mark) === null) return null;
    const seeds: Record<string, string> = {};
    const rows: Record<string, { o: number; r: Row }[]> = {};
    for (const k of l.keys(l.prefix)) {
      const rest = k.slice(l.prefix.length);
      if (rest.startsWith('s|')) seeds[rest.slice(2)] = ls.getItem(k) ?? '';
      else if (rest.startsWith('r|')) {
        const table = rest.slice(2, rest.indexOf('|', 2));
        const raw = ls.getItem(k);
        if (raw) (rows[table] ??= []).push(JSON.parse(raw) as { o: number; r: Row });
      }
    }
    const tables: Record<string, Row[]> = {};
    for (const table of Object.keys(seeds)) tables[table] = (rows[table] ?? []).sort((a, b) => a.o - b.o).map((x) => x.r);
    return { tables, seeds };
  } catch {
    return null;
  }
}

/** A commit's changed rows only, each key written whole (above). */
function writeChanges(l: Layout, s: Snapshot, delta: SaveDelta): void {
  const ls = window.localStorage;
  const tables = s.tables as Record<string, Row[]>;
  for (const [table, w] of delta.tables) {
    const rows = tables[table];
    if (!rows) {
      // Reset here and not written since: its seed again, which nobody needs persisted.
      l.removeAll(l.rowsOf(table));
      ls.removeItem(l.seedKey(table));
      continue;
    }
    const print = s.seeds[table];
    const persisted = ls.getItem(l.seedKey(table));
    if (w.whole || (persisted !== null && persisted !== print)) {
      l.layWhole(table, rows, print);
      continue;
    }
    for (const id of w.removed) ls.removeItem(l.rowKey(table, id));
    const byId = new Map(rows.map((r, i) => [r.id, { r, i }]));
    if (persisted === null) {
      // The table's first write: its seed rows go too, except rows another tab has just put there.
      for (const [id, { r, i }] of byId) if (w.rows.has(id) || ls.getItem(l.rowKey(table, id)) === null) l.put(table, r, i);
      ls.setItem(l.seedKey(table), print);
      continue;
    }
    for (const id of w.rows) {
      const found = byId.get(id);
      if (!found) continue;
      const before = ls.getItem(l.rowKey(table, id));
      l.put(table, found.r, before ? (JSON.parse(before) as { o: number }).o : l.insertedOrder());
    }
  }
}
