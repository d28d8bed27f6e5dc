import type { OutgoingMessage } from './types';

/** A message typed by the user that the server has not acknowledged yet. */
export interface OutboxItem extends OutgoingMessage {
  fromId: string;
  createTime: number;
  /** sending: waiting for the connection or the ack; failed: refused or unanswered, the user may retry. */
  state: 'sending' | 'failed';
  /** Why it failed, for the user. */
  error?: string;
  /**
   * A file message not uploaded yet: the file itself (IndexedDB keeps it across a reload). It is
   * uploaded when the socket is authenticated, then sent with its address, once, by tmpId.
   */
  file?: File;
}

/** Where the outbox lives (IndexedDB in the app, a Map in tests). Keys are `<userId>:<tmpId>`. */
export interface OutboxStorage {
  put(key: string, item: OutboxItem): Promise<void>;
  remove(key: string): Promise<void>;
  list(prefix: string): Promise<OutboxItem[]>;
}

/** A tmpId made by the app: unique across tabs and reloads. */
export function makeTmpId(random: () => number = Math.random): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.floor(random() * 1e12).toString(36)}`;
}

/**
 * The outbox of one user, keyed by tmpId: what is typed survives going offline and a reload, and is
 * sent (again, with the same tmpId, which the server de-duplicates) until acknowledged.
 */
export class Outbox {
  private items = new Map<string, OutboxItem>();
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    readonly userId: string,
    private readonly storage: OutboxStorage,
  ) {}

  private key(tmpId: string): string {
    return `${this.userId}:${tmpId}`;
  }

  private write(fn: () => Promise<void>): Promise<void> {
    // Writes in order: an ack never lands before the put it removes.
    const next = this.writes.then(fn, fn);
    this.writes = next.catch(() => undefined);
    return next;
  }

  /** Reads what a previous page (or tab) left unsent. */
  async load(): Promise<OutboxItem[]> {
    const stored = await this.storage.list(`${this.userId}:`);
    for (const item of stored) if (!this.items.has(item.tmpId)) this.items.set(item.tmpId, item);
    return this.all();
  }

  /** Every item, oldest first. */
  all(): OutboxItem[] {
    return [...this.items.values()].sort((a, b) => a.createTime - b.createTime);
  }

  /** Items to (re)send after authOk, oldest first. */
  pending(): OutboxItem[] {
    return this.all().filter((i) => i.state === 'sending');
  }

  get(tmpId: string): OutboxItem | undefined {
    return this.items.get(tmpId);
  }

  async add(msg: OutgoingMessage, createTime: number, file?: File): Promise<OutboxItem> {
    const item: OutboxItem = { ...msg, fromId: this.userId, createTime, state: 'sending', ...(file ? { file } : {}) };
    this.items.set(item.tmpId, item);
    await this.write(() => this.storage.put(this.key(item.tmpId), item));
    return item;
  }

  /** The server stored it: it leaves the outbox. */
  async ack(tmpId: string): Promise<boolean> {
    const had = this.items.delete(tmpId);
    await this.write(() => this.storage.remove(this.key(tmpId)));
    return had;
  }

  /** Changes an item (a file that was uploaded: its address in, the file out). */
  async update(tmpId: string, patch: Partial<Pick<OutboxItem, 'content' | 'file'>>): Promise<OutboxItem | undefined> {
    const item = this.items.get(tmpId);
    if (!item) return undefined;
    const next: OutboxItem = { ...item, ...patch };
    if ('file' in patch && !patch.file) delete next.file;
    this.items.set(tmpId, next);
    await this.write(() => this.storage.put(this.key(tmpId), next));
    return next;
  }

  async setState(tmpId: string, state: OutboxItem['state'], error?: string): Promise<OutboxItem | undefined> {
    const item = this.items.get(tmpId);
    if (!item) return undefined;
    const next: OutboxItem = { ...item, state, error: state === 'failed' ? error : undefined };
    this.items.set(tmpId, next);
    await this.write(() => this.storage.put(this.key(tmpId), next));
    return next;
  }

  /** Drops everything (logout). */
  async clear(): Promise<void> {
    const keys = [...this.items.keys()];
    this.items.clear();
    const stored = await this.storage.list(`${this.userId}:`);
    await Promise.all([...new Set([...keys, ...stored.map((i) => i.tmpId)])].map((k) => this.storage.remove(this.key(k))));
  }
}

/** An in-memory storage (tests; browsers without IndexedDB). */
export function memoryOutboxStorage(): OutboxStorage & { map: Map<string, OutboxItem> } {
  const map = new Map<string, OutboxItem>();
  return {
    map,
    put: async (k, v) => void map.set(k, v),
    remove: async (k) => void map.delete(k),
    list: async (prefix) => [...map].filter(([k]) => k.startsWith(prefix)).map(([, v]) => v),
  };
}
