/**
 * The emulator's stateful store: named tables of rows with an `id`, seeded deterministically,
 * persisted (localStorage in the browser, memory in Node) and shared between the tabs of one
 * browser through a BroadcastChannel. A tab saves its own writes row by row over what is
 * persisted at that moment, so tabs that write at once never erase each other's rows.
 */

export interface Row {
  id: string;
}

/** What is persisted: every touched table's rows, and the fingerprint of the seed each grew from. */
export interface Snapshot {
  tables: Record<string, unknown[]>;
  seeds: Record<string, string>;
}

export interface Persistence {
  load(): Snapshot | null;
  save(snapshot: Snapshot): void;
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
let persistence: Persistence = { load: () => null, save: () => undefined };

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
      const seeded = (seeders.get(this.name)?.() ?? []) as Row[];
      const print = fingerprint(seeded);
      // Rows persisted from an older seed are rebuilt from the new one.
      if (!state[this.name] || seeds[this.name] !== print) {
        state[this.name] = seeded;
        seeds[this.name] = print;
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
    return this.rows().find((r) => r.id === id);
  }

  insert(row: T): T {
    this.rows().push(row);
    written(this.name).rows.add(row.id);
    commit();
    return row;
  }

  update(id: string, patch: Partial<T>): T | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    Object.assign(row, patch);
    written(this.name).rows.add(id);
    commit();
    return row;
  }

  remove(id: string): boolean {
    const rows = this.rows();
    const i = rows.findIndex((r) => r.id === id);
    if (i < 0) return false;
    rows.splice(i, 1);
    const w = written(this.name);
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
    written(this.name).whole = true;
    commit();
  }
}

/** Declares a table with its deterministic seed; a name is declared once in the whole emulator. */
export function defineTable<T extends Row>(name: string, seed: Seeder<T> = () => []): Table<T> {
  if (seeders.has(name)) throw new Error(`emulator table "${name}" is declared twice`);
  seeders.set(name, seed as Seeder<Row>);
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
 * This tab's writes laid over the state as it is persisted now, row by row: another tab's rows
 * (a session it just started, a message it just sent) are never overwritten by a tab that only
 * wrote elsewhere, or by one whose copy had not caught up yet.
 */
function mergeInto(fresh: Snapshot): { tables: Record<string, Row[]>; seeds: Record<string, string> } {
  const tables = { ...(fresh.tables as Record<string, Row[]>) };
  const merged = { ...fresh.seeds };
  for (const [name, w] of writes) {
    const mine = state[name] ?? [];
    const theirs = tables[name];
    if (w.whole || !theirs || fresh.seeds[name] !== seeds[name]) {
      tables[name] = mine;
    } else {
      const byId = new Map(mine.map((r) => [r.id, r]));
      const out = theirs.filter((r) => !w.removed.has(r.id)).map((r) => (w.rows.has(r.id) ? (byId.get(r.id) ?? r) : r));
      const present = new Set(out.map((r) => r.id));
      for (const id of w.rows) if (!present.has(id) && byId.has(id)) out.push(byId.get(id)!);
      tables[name] = out;
    }
    merged[name] = seeds[name];
  }
  // Tables this tab only read (seeded here, never written anywhere) stay as they are.
  for (const [name, rows] of Object.entries(state)) if (!(name in tables)) tables[name] = rows;
  for (const [name, print] of Object.entries(seeds)) if (!(name in merged)) merged[name] = print;
  return { tables, seeds: merged };
}

function commit(): void {
  if (batchDepth > 0) {
    batchDirty = true;
    return;
  }
  const fresh = wroteAll ? null : persistence.load();
  if (fresh) {
    const next = mergeInto(fresh);
    state = next.tables;
    seeds = next.seeds;
  }
  writes.clear();
  wroteAll = false;
  persistence.save({ tables: state as Record<string, unknown[]>, seeds });
  persistence.notify?.();
}

function load(p: Persistence): void {
  const snap = p.load();
  state = (snap?.tables as Record<string, Row[]> | undefined) ?? {};
  seeds = snap?.seeds ?? {};
  checked.clear();
  writes.clear();
}

/** Chooses where the state lives and loads it. */
export function setPersistence(p: Persistence): void {
  persistence = p;
  load(p);
  p.subscribe?.(() => load(p));
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
  wroteAll = true;
  commit();
}

let counter = 0;
/** A unique id with a prefix (time-based so ids stay unique across reloads and tabs). */
export function newId(prefix: string): string {
  counter = (counter + 1) % 1000;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36).padStart(2, '0')}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** localStorage persistence shared by the tabs of one browser. */
export function browserPersistence(key = 'ow-emulator-db'): Persistence {
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(key) : null;
  return {
    load() {
      try {
        const raw = window.localStorage.getItem(key);
        const snap = raw ? (JSON.parse(raw) as Partial<Snapshot>) : null;
        // A snapshot of the older shape (tables at the top level) is dropped: reseeded.
        return snap && snap.tables && snap.seeds ? (snap as Snapshot) : null;
      } catch {
        return null;
      }
    },
    save(s) {
      try {
        window.localStorage.setItem(key, JSON.stringify(s));
      } catch (e) {
        console.warn('emulator state not saved', e);
      }
    },
    subscribe(listener) {
      if (channel) channel.onmessage = () => listener();
      window.addEventListener('storage', (e) => {
        if (e.key === key) listener();
      });
    },
    notify() {
      channel?.postMessage('changed');
    },
  };
}
