/**
 * The emulator's stateful store: named tables of rows with an `id`, seeded deterministically,
 * persisted (localStorage in the browser, a database in the gateway server, memory in tests) and
 * shared between the tabs of one browser through a BroadcastChannel. A tab lays its own writes
 * row by row over what is persisted at that moment, and the browser's persistence writes only
 * those rows (browser-persistence.ts), so tabs that write at once never erase each other's rows.
 *
 * Only tables somebody wrote are persisted: a table still equal to its seed (the catalogue of
 * matters, about a million characters) is rebuilt alike by every tab, so a write costs the few
 * tables that changed, not the whole city, and a tab reloading after another tab's write keeps
 * its seeded tables instead of seeding them again.
 */

export interface Row {
  id: string;
}

/** What is persisted: every touched table's rows, and the fingerprint of the seed each grew from. */
export interface Snapshot {
  tables: Record<string, unknown[]>;
  seeds: Record<string, string>;
}

/**
 * One change a commit hands to a row-level store (the gateway server's database): a row written
 * or removed, a table laid anew (reset: its rows, or `null` for its seed again), or everything
 * back to the seed.
 */
export type RowChange =
  | { kind: 'row'; table: string; id: string; row: Row; seed: string }
  | { kind: 'remove'; table: string; id: string }
  | { kind: 'table'; table: string; rows: Row[] | null; seed: string }
  | { kind: 'clear' };

/**
 * What one commit of this tab changed: a persistence that keeps rows one by one (the browser's)
 * writes only these, so a tab whose copy is behind never writes back another tab's rows.
 */
export interface SaveDelta {
  /** Everything was laid anew (a reset, or nothing was persisted yet): the snapshot is the state. */
  all: boolean;
  /** Per table written: the rows written and removed, or `whole` when the table was reset. */
  tables: ReadonlyMap<string, { readonly rows: ReadonlySet<string>; readonly removed: ReadonlySet<string>; readonly whole: boolean }>;
}

export interface Persistence {
  load(): Snapshot | null;
  /** The state after a commit, and what the commit changed (a whole-snapshot store ignores it). */
  save(snapshot: Snapshot, delta: SaveDelta): void;
  /**
   * A row-level store, the one writer of its state (the gateway server): each commit hands over
   * what changed instead of a merged snapshot; `save` is then never called.
   */
  saveChanges?(changes: RowChange[]): void;
  /** Called with a listener that reloads when another tab wrote. */
  subscribe?(onExternalChange: () => void): void;
  notify?(): void;
}

type Seeder<T> = () => T[];

const seeders = new Map<string, Seeder<Row>>();
let state: Record<string, Row[]> = {};
let seeds: Record<string, string> = {};
/** Tables whose persisted rows were checked against their seed since the last load. */
const checked = new Set<string>();
/** Each seed's fingerprint, computed once per page (a seeder gives the same rows every call). */
const prints = new Map<string, string>();
/** Tables whose rows here are their seed, untouched since: never persisted, never seeded twice. */
const pristine = new Set<string>();

function seedOf(name: string): Row[] {
  return (seeders.get(name)?.() ?? []) as Row[];
}

/** The fingerprint of a table's seed, and the seeded rows when they had to be made for it. */
function printOf(name: string): { print: string; seeded?: Row[] } {
  const known = prints.get(name);
  if (known !== undefined) return { print: known };
  const seeded = seedOf(name);
  const print = fingerprint(seeded);
  prints.set(name, print);
  return { print, seeded };
}

/**
 * The seed print a table's rows here grew from. A table read straight from its seed gets it at its
 * first write (touched), not when first read:
 * the print serialises the whole seed (the catalogue of matters is about a million characters),
 * which held the demo's first page's main thread for tens of milliseconds on a phone (issue 14:
 * total blocking time). Only written tables are persisted, so a table only read never needs it.
 */
function seedPrint(name: string): string {
  return (seeds[name] ??= printOf(name).print);
}
let persistence: Persistence = { load: () => null, save: () => undefined };

/**
 * Each table's rows by id, made when first needed and kept in step by the writes, so that `get`
 * and a commit's row look-ups do not scan the table (the gateway server: docs/gateway-load.md).
 * Dropped whenever a table's array is replaced.
 */
const indexes = new Map<string, { rows: Row[]; byId: Map<string, Row> }>();
function indexOf(name: string, rows: Row[]): Map<string, Row> {
  const known = indexes.get(name);
  if (known && known.rows === rows) return known.byId;
  const byId = new Map<string, Row>();
  for (const r of rows) if (!byId.has(r.id)) byId.set(r.id, r);
  indexes.set(name, { rows, byId });
  return byId;
}

/** FNV-1a over the seed's JSON: a seed that changes (new data, new fields) gets a new print. */
export function fingerprint(rows: unknown[]): string {
  const text = JSON.stringify(rows);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(36)}.${text.length.toString(36)}`;
}

export class Table<T extends Row> {
  constructor(readonly name: string) {}

  private rows(): T[] {
    if (!checked.has(this.name)) {
      checked.add(this.name);
      if (!state[this.name]) {
        // Nothing persisted: the seed, its print made when needed (seedPrint).
        state[this.name] = seedOf(this.name);
        delete seeds[this.name];
        pristine.add(this.name);
      } else {
        const { print, seeded } = printOf(this.name);
        // Rows persisted from an older seed are rebuilt from the new one.
        if (seeds[this.name] !== print) {
          state[this.name] = seeded ?? seedOf(this.name);
          seeds[this.name] = print;
          pristine.add(this.name);
        }
      }
    }
    return state[this.name] as T[];
  }

  all(): T[] {
    return [...this.rows()];
  }

  filter(pred: (row: T) => boolean): T[] {
    return this.rows().filter(pred);
  }

  find(pred: (row: T) => boolean): T | undefined {
    return this.rows().find(pred);
  }

  get(id: string): T | undefined {
    return indexOf(this.name, this.rows()).get(id) as T | undefined;
  }

  insert(row: T): T {
    const rows = this.rows();
    const w = touched(this.name);
    const byId = indexOf(this.name, rows);
    rows.push(row);
    if (!byId.has(row.id)) byId.set(row.id, row);
    w.rows.add(row.id);
    commit();
    return row;
  }

  update(id: string, patch: Partial<T>): T | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    const w = touched(this.name);
    Object.assign(row, patch);
    w.rows.add(id);
    commit();
    return row;
  }

  remove(id: string): boolean {
    const rows = this.rows();
    const i = rows.findIndex((r) => r.id === id);
    if (i < 0) return false;
    const w = touched(this.name);
    rows.splice(i, 1);
    indexes.delete(this.name);
    w.rows.delete(id);
    w.removed.add(id);
    commit();
    return true;
  }

  /** Back to the seed rows. */
  reset(): void {
    delete state[this.name];
    checked.delete(this.name);
    this.rows();
    const w = written(this.name);
    w.rows.clear();
    w.removed.clear();
    w.whole = true;
    commit();
  }
}

/** Tables a row-level store does not keep (state of the moment: who is online, signals in flight). */
const volatile = new Set<string>();

export interface TableOptions {
  /**
   * State of the moment, meaningless after a restart (who is online, call signals in flight): the
   * gateway server keeps it in memory only. The page's store still shares it between its tabs.
   */
  volatile?: boolean;
}

/** Declares a table with its deterministic seed; a name is declared once in the whole emulator. */
export function defineTable<T extends Row>(name: string, seed: Seeder<T> = () => [], opts: TableOptions = {}): Table<T> {
  if (seeders.has(name)) throw new Error(`emulator table "${name}" is declared twice`);
  seeders.set(name, seed as Seeder<Row>);
  if (opts.volatile) volatile.add(name);
  return new Table<T>(name);
}

let batchDepth = 0;
let batchDirty = false;

/**
 * Runs `fn` with the writes it makes saved once at the end instead of after each write (a read
 * that brings many queues up to date on the clock writes a row per queue).
 */
export function batch<T>(fn: () => T): T {
  batchDepth += 1;
  try {
    return fn();
  } finally {
    batchDepth -= 1;
    if (batchDepth === 0 && batchDirty) {
      batchDirty = false;
      commit();
    }
  }
}

/** What this tab wrote to one table since its last save. */
interface Written {
  rows: Set<string>;
  removed: Set<string>;
  /** The whole table is this tab's (it was reset). */
  whole: boolean;
}
const writes = new Map<string, Written>();
let wroteAll = false;

function written(table: string): Written {
  let w = writes.get(table);
  if (!w) writes.set(table, (w = { rows: new Set(), removed: new Set(), whole: false }));
  return w;
}

/**
 * A row write, called before the write: the table is no longer its seed here, and its seed's
 * print is taken first (seedPrint), in case a seeder hands out rows it keeps.
 */
function touched(table: string): Written {
  seedPrint(table);
  pristine.delete(table);
  return written(table);
}

/**
 * This tab's writes laid over the state as it is persisted now, row by row: another tab's rows
 * (a session it just started, a message it just sent) are never overwritten by a tab that only
 * wrote elsewhere, or by one whose copy had not caught up yet. A table nobody persisted yet is
 * its seed in every tab: the writes go over the seed.
 */
function mergeInto(fresh: Snapshot): Snapshot & { tables: Record<string, Row[]> } {
  const tables = { ...(fresh.tables as Record<string, Row[]>) };
  const merged = { ...fresh.seeds };
  for (const [name, w] of writes) {
    // Reset and not written since: the seed again, which no tab needs persisted.
    if (w.whole && pristine.has(name)) {
      delete tables[name];
      delete merged[name];
      continue;
    }
    const mine = state[name] ?? [];
    const stored = name in tables;
    const theirs = stored ? tables[name] : seedOf(name);
    const theirPrint = stored ? fresh.seeds[name] : printOf(name).print;
    if (w.whole || theirPrint !== seedPrint(name)) {
      tables[name] = mine;
    } else {
      const byId = new Map(mine.map((r) => [r.id, r]));
      const out = theirs.filter((r) => !w.removed.has(r.id)).map((r) => (w.rows.has(r.id) ? (byId.get(r.id) ?? r) : r));
      const present = new Set(out.map((r) => r.id));
      for (const id of w.rows) if (!present.has(id) && byId.has(id)) out.push(byId.get(id)!);
      tables[name] = out;
    }
    merged[name] = seedPrint(name);
  }
  return { tables, seeds: merged };
}

/** What this tab would persist with nothing persisted yet: every table it changed. */
function ownSnapshot(): Snapshot {
  const tables: Record<string, Row[]> = {};
  const prints: Record<string, string> = {};
  for (const [name, rows] of Object.entries(state)) {
    if (pristine.has(name)) continue;
    tables[name] = rows;
    prints[name] = seedPrint(name);
  }
  return { tables, seeds: prints };
}

/**
 * The state after a load or a save: what is persisted, plus this tab's seeded tables that nobody
 * persisted (kept, not seeded again). A table this tab changed that is no longer persisted (another
 * tab reset it) is seeded again when next read.
 */
function adopt(snap: Snapshot | null): void {
  const tables = (snap?.tables ?? {}) as Record<string, Row[]>;
  const kept: Record<string, Row[]> = {};
  const keptSeeds: Record<string, string> = {};
  for (const name of pristine) {
    if (name in tables || !state[name]) continue;
    kept[name] = state[name];
    if (seeds[name] !== undefined) keptSeeds[name] = seeds[name];
  }
  state = { ...kept, ...tables };
  seeds = { ...keptSeeds, ...(snap?.seeds ?? {}) };
  for (const name of [...pristine]) if (!(name in kept)) pristine.delete(name);
  checked.clear();
  for (const name of Object.keys(kept)) checked.add(name);
}

/** Tables a row-level store holds (loaded from it, or handed over whole since). */
const stored = new Set<string>();

/**
 * What this process changed since its last commit, row by row (for a row-level store). A table
 * the store does not hold yet goes whole the first time: its seeded rows with the change.
 */
function changes(): RowChange[] {
  const out: RowChange[] = wroteAll ? [{ kind: 'clear' }] : [];
  if (wroteAll) stored.clear();
  for (const [name, w] of writes) {
    if (volatile.has(name)) continue;
    const rows = state[name] ?? [];
    if (w.whole || !stored.has(name)) {
      const seedAgain = pristine.has(name);
      out.push({ kind: 'table', table: name, rows: seedAgain ? null : [...rows], seed: seedPrint(name) });
      if (seedAgain) stored.delete(name);
      else stored.add(name);
      continue;
    }
    const byId = indexOf(name, rows);
    const seed = seedPrint(name);
    for (const id of w.removed) if (!byId.has(id)) out.push({ kind: 'remove', table: name, id });
    for (const id of w.rows) {
      const row = byId.get(id);
      if (row) out.push({ kind: 'row', table: name, id, row, seed });
    }
  }
  return out;
}

function commit(): void {
  if (batchDepth > 0) {
    batchDirty = true;
    return;
  }
  if (persistence.saveChanges) {
    const list = changes();
    writes.clear();
    wroteAll = false;
    if (list.length > 0) persistence.saveChanges(list);
    return;
  }
  const fresh = wroteAll ? null : persistence.load();
  const next = fresh ? mergeInto(fresh) : ownSnapshot();
  const delta: SaveDelta = { all: !fresh, tables: new Map(writes) };
  writes.clear();
  wroteAll = false;
  adopt(next);
  persistence.save(next, delta);
  persistence.notify?.();
}

function load(p: Persistence): void {
  adopt(p.load());
  writes.clear();
}

/** Chooses where the state lives and loads it (a page that starts: seeds are fingerprinted again). */
export function setPersistence(p: Persistence): void {
  persistence = p;
  state = {};
  seeds = {};
  prints.clear();
  pristine.clear();
  writes.clear();
  wroteAll = false;
  load(p);
  stored.clear();
  if (p.saveChanges) for (const name of Object.keys(state)) stored.add(name);
  p.subscribe?.(() => load(p));
}

/** A table's seed fingerprint made afresh (a check that seeders are deterministic). */
export function freshSeedPrint(name: string): string {
  return fingerprint(seedOf(name));
}

/** The names of every declared table. */
export function tableNames(): string[] {
  return [...seeders.keys()];
}

/**
 * Reads the shared state again before a decision another tab may have just changed (a grab):
 * only when the persistence can tell (it loaded something); memory persistence keeps its state.
 */
export function reloadFromPersistence(): void {
  if (persistence.load() !== null) load(persistence);
}

/** Every table back to its seed. */
export function resetAll(): void {
  state = {};
  seeds = {};
  checked.clear();
  pristine.clear();
  writes.clear();
  wroteAll = true;
  commit();
}

let counter = 0;
/** A unique id with a prefix (time-based so ids stay unique across reloads and tabs). */
export function newId(prefix: string): string {
  counter = (counter + 1) % 1000;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36).padStart(2, '0')}${Math.floor(Math.random() * 1296).toString(36)}`;
}
