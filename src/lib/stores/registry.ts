// Every zustand store registers its reset here, so that a logout or a test can put all of
// them back at once without knowing which features have stores.
const resets = new Set<() => void>();

/** Registers a store's reset; returns the function that unregisters it. */
export function registerStoreReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Puts every registered store back to its initial state. */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}
