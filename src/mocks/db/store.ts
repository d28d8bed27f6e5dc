/**
 * The emulator's stateful store: named tables of rows with an `id`, seeded deterministically,
 * persisted (localStorage in the browser, memory in Node) and shared between the tabs of one
 * browser through a BroadcastChannel.
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
    commit();
    return row;
  }

  update(id: string, patch: Partial<T>): T | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    Object.assign(row, patch);
    commit();
    return row;
  }

  remove(id: string): boolean {
    const rows = this.rows();
    const i = rows.findIndex((r) => r.id === id);
    if (i < 0) return false;
    rows.splice(i, 1);
    commit();
    return true;
  }

  /** Back to the seed rows. */
  reset(): void {
    delete state[this.name];
    checked.delete(this.name);
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

function commit(): void {
  if (batchDepth > 0) {
    batchDirty = true;
    return;
  }
  persistence.save({ tables: state as Record<string, unknown[]>, seeds });
  persistence.notify?.();
}

function load(p: Persistence): void {
  const snap = p.load();
  state = (snap?.tables as Record<string, Row[]> | undefined) ?? {};
  seeds = snap?.seeds ?? {};
  checked.clear();
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
