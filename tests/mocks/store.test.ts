import { describe, expect, it } from 'vitest';
import { browserPersistence, defineTable, fingerprint, resetAll, setPersistence, type Snapshot } from '@/mocks/db/store';
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

  it('drops a browser snapshot of the older shape (tables at the top level) and reseeds', () => {
    window.localStorage.setItem('store-test-db', JSON.stringify({ 'store-test-shape': [{ id: 'stale' }] }));
    const t = defineTable('store-test-shape', () => [{ id: 'seeded' }]);
    setPersistence(browserPersistence('store-test-db'));
    expect(t.all().map((r) => r.id)).toEqual(['seeded']);
    t.insert({ id: 'mine' });
    expect(JSON.parse(window.localStorage.getItem('store-test-db')!).tables['store-test-shape']).toEqual([
      { id: 'seeded' },
      { id: 'mine' },
    ]);
    resetAll();
    window.localStorage.removeItem('store-test-db');
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
