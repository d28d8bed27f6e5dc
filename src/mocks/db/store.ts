/**
 * The emulator's stateful store: named tables of rows with an `id`, seeded deterministically,
 * persisted (localStorage in the browser, memory in Node) and shared between the tabs of one
 * browser through a BroadcastChannel.
 */

export interface Row {
  id: string;
}

export interface Persistence {
  load(): Record<string, unknown[]> | null;
  save(state: Record<string, unknown[]>): void;
  /** Called with a listener that reloads when another tab wrote. */
  subscribe?(onExternalChange: () => void): void;
  notify?(): void;
}

type Seeder<T> = () => T[];

const seeders = new Map<string, Seeder<Row>>();
let state: Record<string, Row[]> = {};
let persistence: Persistence = { load: () => null, save: () => undefined };

export class Table<T extends Row> {
  constructor(readonly name: string) {}

  private rows(): T[] {
    if (!state[this.name]) state[this.name] = (seeders.get(this.name)?.() ?? []) as Row[];
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
    commit();
  }
}

/** Declares a table with its deterministic seed. */
export function defineTable<T extends Row>(name: string, seed: Seeder<T> = () => []): Table<T> {
  seeders.set(name, seed as Seeder<Row>);
  return new Table<T>(name);
}

function commit(): void {
  persistence.save(state as Record<string, unknown[]>);
  persistence.notify?.();
}

/** Chooses where the state lives and loads it. */
export function setPersistence(p: Persistence): void {
  persistence = p;
  state = (p.load() as Record<string, Row[]> | null) ?? {};
  p.subscribe?.(() => {
    state = (p.load() as Record<string, Row[]> | null) ?? {};
  });
}

/** Every table back to its seed. */
export function resetAll(): void {
  state = {};
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
        return raw ? (JSON.parse(raw) as Record<string, unknown[]>) : null;
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
