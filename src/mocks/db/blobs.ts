/**
 * Where the emulator keeps the bytes of uploaded and generated files, apart from the tables
 * (which hold their names, types and owners). In the page: memory plus IndexedDB, so that files
 * survive a reload and are seen by other tabs (localStorage is far too small for images). The
 * gateway server sets a directory addressed by content hash (server/blobs.ts).
 */
export interface BlobStore {
  /** Stores the bytes of file `id`; returns the key to read them with (kept on the file's row). */
  put(id: string, bytes: ArrayBuffer): Promise<string>;
  get(key: string): Promise<ArrayBuffer | null>;
}

const DB_NAME = 'ow-emulator-files';
const STORE = 'bytes';

/** The page's store: a memory map always, plus IndexedDB where there is one. */
export function pageBlobStore(): BlobStore {
  const memory = new Map<string, ArrayBuffer>();
  let dbPromise: Promise<IDBDatabase | null> | null = null;
  const openDb = (): Promise<IDBDatabase | null> => {
    if (typeof indexedDB === 'undefined') return Promise.resolve(null);
    dbPromise ??= new Promise((resolve) => {
      try {
        const req = indexedDB.open(DB_NAME, 1);
        req.onupgradeneeded = () => req.result.createObjectStore(STORE);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
    return dbPromise;
  };
  return {
    async put(id, bytes) {
      memory.set(id, bytes);
      const db = await openDb();
      if (!db) return id;
      await new Promise<void>((resolve) => {
        const tx = db.transaction(STORE, 'readwrite');
        tx.objectStore(STORE).put(bytes, id);
        tx.oncomplete = () => resolve();
        // A full disk keeps the bytes for this page only; the upload still succeeds.
        tx.onerror = () => resolve();
        tx.onabort = () => resolve();
      });
      return id;
    },
    async get(key) {
      const hit = memory.get(key);
      if (hit) return hit;
      const db = await openDb();
      if (!db) return null;
      return new Promise((resolve) => {
        const req = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
        req.onsuccess = () => resolve(req.result instanceof ArrayBuffer ? req.result : null);
        req.onerror = () => resolve(null);
      });
    },
  };
}

let current: BlobStore | null = null;

/** The store in use (the page's until a server sets its own). */
export function blobs(): BlobStore {
  return (current ??= pageBlobStore());
}

export function setBlobStore(store: BlobStore): void {
  current = store;
}
