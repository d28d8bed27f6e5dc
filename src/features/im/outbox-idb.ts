import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { memoryOutboxStorage, type OutboxItem, type OutboxStorage } from './outbox';

/** The outbox in IndexedDB (`ow-im` / `outbox`), or in memory where IndexedDB is missing. */
export function idbOutboxStorage(): OutboxStorage {
  let db: UseStore;
  try {
    if (typeof indexedDB === 'undefined') return memoryOutboxStorage();
    db = createStore('ow-im', 'outbox');
  } catch {
    // Private mode in some messenger webviews: the outbox lives as long as the page.
    return memoryOutboxStorage();
  }
  return {
    put: (k, v) => set(k, v, db),
    remove: (k) => del(k, db),
    list: async (prefix) => {
      const all = await entries<string, OutboxItem>(db);
      return all.filter(([k]) => String(k).startsWith(prefix)).map(([, v]) => v);
    },
  };
}
