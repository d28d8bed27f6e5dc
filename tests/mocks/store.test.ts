import { describe, expect, it, vi } from 'vitest';
import { browserPersistence } from '@/mocks/db/browser-persistence';
import {
  defineTable,
  fingerprint,
  freshSeedPrint,
  reloadFromPersistence,
  resetAll,
  setPersistence,
  tableNames,
  type Persistence,
  type Snapshot,
} from '@/mocks/db/store';
import '@/mocks/handlers';
import { paged } from '@/mocks/gateway';

function memory(initial: Snapshot | null = null) {
  let saved = initial;
  return { load: () => saved, save: (s: Snapshot) => (saved = JSON.parse(JSON.stringify(s)) as Snapshot), get: () => saved };
}

describe('emulator store', () => {
  it('refuses a table name declared twice', () => {
    defineTable('store-test-once');
    expect(() => defineTable('store-test-once')).toThrow('emulator table "store-test-once" is declared twice');
  });

  it('keeps rows written on top of an unchanged seed across a reload', () => {
    const mem = memory();
    setPersistence(mem);
    const t = defineTable('store-test-kept', () => [{ id: 'a' }]);
    t.insert({ id: 'b' });
    setPersistence(memory(mem.get()));
    expect(t.all().map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('rebuilds a table whose seed changed since it was persisted', () => {
    let seed = [{ id: 'old' }];
    const mem = memory();
    setPersistence(mem);
    const t = defineTable('store-test-seed', () => seed);
    t.insert({ id: 'written' });
    expect(mem.get()?.seeds['store-test-seed']).toBe(fingerprint([{ id: 'old' }]));
    seed = [{ id: 'new' }];
    setPersistence(memory(mem.get()));
    expect(t.all().map((r) => r.id)).toEqual(['new']);
  });

  it('reads a table nothing persisted without serialising its seed, and prints it when first written', () => {
    const mem = memory();
    setPersistence(mem);
    const big = Array.from({ length: 50 }, (_, i) => ({ id: `m${i}`, name: `事项${i}` }));
    const t = defineTable('store-test-lazy-print', () => big.map((r) => ({ ...r })));
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      expect(t.all()).toHaveLength(50);
      expect(t.get('m7')?.name).toBe('事项7');
      // The print serialises the whole seed: a plain read (the demo's first page) does not.
      expect(stringify.mock.calls.some(([v]) => Array.isArray(v) && v.length === 50)).toBe(false);
    } finally {
      stringify.mockRestore();
    }
    t.update('m7', { name: '改过' });
    expect(mem.get()?.seeds['store-test-lazy-print']).toBe(fingerprint(big));
    setPersistence(memory(mem.get()));
    expect(t.get('m7')?.name).toBe('改过');
  });

  it('lays its writes over what another tab persisted meanwhile, row by row', () => {
    const mem = memory();
    setPersistence(mem);
    const sessions = defineTable<{ id: string; who: string }>('store-test-sessions');
    const queue = defineTable<{ id: string; n: number }>('store-test-queue', () => [{ id: 'q1', n: 0 }]);
    sessions.insert({ id: 's-mine', who: 'this tab' });
    queue.update('q1', { n: 1 });
    // Another tab, whose copy this one has not reloaded yet, starts a session and moves the queue on.
    const other = JSON.parse(JSON.stringify(mem.get())) as Snapshot;
    other.tables['store-test-sessions'].push({ id: 's-other', who: 'other tab' });
    other.tables['store-test-queue'] = [{ id: 'q1', n: 5 }];
    mem.save(other);
    // This tab writes only to the queue: the other tab's session survives.
    queue.update('q1', { n: 6 });
    expect(mem.get()!.tables['store-test-sessions']).toEqual([
      { id: 's-mine', who: 'this tab' },
      { id: 's-other', who: 'other tab' },
    ]);
    expect(sessions.get('s-other')?.who).toBe('other tab');
    // A row removed here goes; a row this tab never touched keeps the other tab's value.
    sessions.remove('s-mine');
    expect(mem.get()!.tables['store-test-sessions']).toEqual([{ id: 's-other', who: 'other tab' }]);
    expect(mem.get()!.tables['store-test-queue']).toEqual([{ id: 'q1', n: 6 }]);
    // A reset of everything is this tab's whole state.
    resetAll();
    expect(mem.get()!.tables).toEqual({});
  });

  it('drops a browser state of an older layout (the whole state under one key) and reseeds', () => {
    window.localStorage.setItem('store-test-db', JSON.stringify({ tables: { 'store-test-shape': [{ id: 'stale' }] }, seeds: {} }));
    const t = defineTable('store-test-shape', () => [{ id: 'seeded' }]);
    setPersistence(browserPersistence('store-test-db'));
    expect(t.all().map((r) => r.id)).toEqual(['seeded']);
    t.insert({ id: 'mine' });
    expect(window.localStorage.getItem('store-test-db')).toBeNull();
    setPersistence(browserPersistence('store-test-db'));
    expect(t.all().map((r) => r.id)).toEqual(['seeded', 'mine']);
    resetAll();
    clearKeys('store-test-db');
  });
});

/** Removes every localStorage key of a persistence (tests leave nothing behind). */
function clearKeys(key: string) {
  for (const k of Object.keys(window.localStorage)) if (k === key || k.startsWith(`${key}|`)) window.localStorage.removeItem(k);
}

type Delta = Parameters<Persistence['save']>[1];
const rowsWritten = (table: string, rows: string[], removed: string[] = []): Delta => ({
  all: false,
  tables: new Map([[table, { rows: new Set(rows), removed: new Set(removed), whole: false }]]),
});

describe('emulator store in the browser: tabs that write at once', () => {
  it("a tab whose copy is behind writes only its own rows: the other tab's message stays", () => {
    const key = 'store-test-tabs';
    const table = 'store-test-chat';
    const t = defineTable<{ id: string; text: string }>(table, () => [{ id: 'm1', text: '您好' }]);
    const tab = browserPersistence(key);
    setPersistence(tab);
    t.insert({ id: 'm2', text: '好的，身份证已核验' });
    // Another tab read the state before m2 arrived there (another renderer sees writes late), then
    // saved its own row: it hands over its whole copy, which has no m2.
    const seeds = tab.load()!.seeds;
    tab.save(
      {
        tables: {
          [table]: [
            { id: 'm1', text: '您好' },
            { id: 'p1', text: 'presence' },
          ],
        },
        seeds,
      },
      rowsWritten(table, ['p1']),
    );
    expect(tab.load()!.tables[table]).toEqual([
      { id: 'm1', text: '您好' },
      { id: 'm2', text: '好的，身份证已核验' },
      { id: 'p1', text: 'presence' },
    ]);
    // A removal elsewhere removes that row only; an update keeps the row's place.
    tab.save({ tables: { [table]: [{ id: 'm1', text: '您好！' }] }, seeds }, rowsWritten(table, ['m1'], ['p1']));
    expect(tab.load()!.tables[table].map((r) => (r as { text: string }).text)).toEqual(['您好！', '好的，身份证已核验']);
    resetAll();
    expect(tab.load()).toEqual({ tables: {}, seeds: {} });
    clearKeys(key);
    expect(tab.load()).toBeNull();
  });

  it("a table's first write keeps rows another tab put there just before", () => {
    const key = 'store-test-first';
    const table = 'store-test-first-write';
    defineTable<{ id: string; n: number }>(table, () => [{ id: 's1', n: 0 }]);
    const tab = browserPersistence(key);
    setPersistence(tab);
    defineTable('store-test-first-other').insert({ id: 'x' });
    // The other tab wrote s1 and persisted the table; this tab's copy still has the seed.
    window.localStorage.setItem(`${key}|r|${table}|s1`, JSON.stringify({ o: 0, r: { id: 's1', n: 5 } }));
    const seeds = { ...tab.load()!.seeds };
    const print = fingerprint([{ id: 's1', n: 0 }]);
    tab.save(
      {
        tables: {
          [table]: [
            { id: 's1', n: 0 },
            { id: 'mine', n: 1 },
          ],
        },
        seeds: { ...seeds, [table]: print },
      },
      rowsWritten(table, ['mine']),
    );
    expect(tab.load()!.tables[table]).toEqual([
      { id: 's1', n: 5 },
      { id: 'mine', n: 1 },
    ]);
    resetAll();
    clearKeys(key);
  });

  it('one load for a burst of storage events from another tab', async () => {
    const key = 'store-test-burst';
    const tab = browserPersistence(key);
    const listener = vi.fn();
    tab.subscribe!(listener);
    for (let i = 0; i < 5; i++) window.dispatchEvent(new StorageEvent('storage', { key: `${key}|r|t|${i}` }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 5));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('emulator store: what is persisted', () => {
  it('persists only the tables somebody wrote: a read table stays out of the snapshot', () => {
    const mem = memory();
    setPersistence(mem);
    const catalogue = defineTable('store-test-catalogue', () => [{ id: 'm1' }, { id: 'm2' }]);
    const bookings = defineTable<{ id: string; n?: number }>('store-test-bookings', () => [{ id: 'b0' }]);
    expect(catalogue.all()).toHaveLength(2);
    bookings.insert({ id: 'b1' });
    expect(Object.keys(mem.get()!.tables)).toEqual(['store-test-bookings']);
    expect(mem.get()!.tables['store-test-bookings']).toEqual([{ id: 'b0' }, { id: 'b1' }]);
    // The next page seeds the catalogue again and reads the bookings back.
    setPersistence(memory(mem.get()));
    expect(catalogue.all().map((r) => r.id)).toEqual(['m1', 'm2']);
    expect(bookings.all().map((r) => r.id)).toEqual(['b0', 'b1']);
  });

  it('writes over the seed a table nobody persisted, keeping what another tab persisted elsewhere', () => {
    const mem = memory();
    setPersistence(mem);
    const halls = defineTable<{ id: string; busy?: number }>('store-test-halls', () => [{ id: 'h1' }, { id: 'h2' }]);
    const other = defineTable('store-test-other');
    expect(halls.all()).toHaveLength(2);
    other.insert({ id: 'o1' });
    // Another tab persisted only its own table meanwhile.
    mem.save({ tables: { ...mem.get()!.tables, 'store-test-other': [{ id: 'o1' }, { id: 'o2' }] }, seeds: mem.get()!.seeds });
    halls.update('h2', { busy: 3 });
    expect(mem.get()!.tables['store-test-halls']).toEqual([{ id: 'h1' }, { id: 'h2', busy: 3 }]);
    expect(mem.get()!.tables['store-test-other']).toEqual([{ id: 'o1' }, { id: 'o2' }]);
  });

  it("keeps its seeded tables across another tab's write without seeding them again", () => {
    const seeder = vi.fn(() => [{ id: 's1' }]);
    const mem = memory();
    setPersistence(mem);
    const seeded = defineTable('store-test-seeded-once', seeder);
    const log = defineTable('store-test-log');
    expect(seeded.all()).toHaveLength(1);
    const calls = seeder.mock.calls.length;
    log.insert({ id: 'l1' });
    mem.save({ ...mem.get()!, tables: { ...mem.get()!.tables, 'store-test-log': [{ id: 'l1' }, { id: 'l2' }] } });
    reloadFromPersistence();
    expect(log.all().map((r) => r.id)).toEqual(['l1', 'l2']);
    expect(seeded.all().map((r) => r.id)).toEqual(['s1']);
    expect(seeder.mock.calls.length).toBe(calls);
  });

  it("a table another tab reset is read as its seed again, not as this tab's older copy", () => {
    const mem = memory();
    setPersistence(mem);
    const t = defineTable('store-test-reset-elsewhere', () => [{ id: 'seed' }]);
    t.insert({ id: 'written-here' });
    // Another tab resets everything: nothing is persisted any more.
    mem.save({ tables: {}, seeds: {} });
    reloadFromPersistence();
    expect(t.all().map((r) => r.id)).toEqual(['seed']);
    // A table reset here and not written since leaves the snapshot.
    t.insert({ id: 'again' });
    expect(mem.get()!.tables['store-test-reset-elsewhere']).toHaveLength(2);
    t.reset();
    expect(mem.get()!.tables).not.toHaveProperty('store-test-reset-elsewhere');
    expect(t.all().map((r) => r.id)).toEqual(['seed']);
  });

  it('every emulator table seeds the same rows at any time: tabs agree on a table nobody persisted', () => {
    const names = tableNames().filter((n) => !n.startsWith('store-test-'));
    expect(names.length).toBeGreaterThan(40);
    const first = names.map((n) => freshSeedPrint(n));
    vi.useFakeTimers({ now: Date.UTC(2027, 5, 1, 8, 0), toFake: ['Date'] });
    try {
      const later = names.map((n) => freshSeedPrint(n));
      expect(Object.fromEntries(names.map((n, i) => [n, later[i]]))).toEqual(Object.fromEntries(names.map((n, i) => [n, first[i]])));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('paged', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);
  it.each([
    ['', [0, 10], 1, 10],
    ['pageNum=3', [20, 23], 3, 10],
    ['pageNum=2&pageSize=5', [5, 10], 2, 5],
    ['pageNum=0&pageSize=500', [0, 23], 1, 50],
    ['pageNum=x&pageSize=y', [0, 10], 1, 10],
  ])('%s', (qs, [from, to], pageNum, pageSize) => {
    expect(paged(rows, new URLSearchParams(qs))).toEqual({ records: rows.slice(from, to), total: 23, pageNum, pageSize });
  });
});
