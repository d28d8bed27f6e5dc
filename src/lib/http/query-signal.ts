// A query's own abort (docs/reliability.md, "A query's own abort"): the signal TanStack Query gives
// a query's function reaches the gateway calls that function makes, with no page passing it on.
// A cancelled query (a retry of one still hanging, a page left before its answer) ends its
// request at once instead of letting it run out its 60 s.

let current: AbortSignal | undefined;

/** The signal of the query whose function is running now (undefined outside a query). */
export function querySignal(): AbortSignal | undefined {
  return current;
}

/**
 * Runs a query's function with its signal current. A gateway call reads it when it is made,
 * before its first wait: the calls a function makes at once are covered, not those after an `await`.
 */
export function withQuerySignal<T>(signal: AbortSignal, run: () => T): T {
  const previous = current;
  current = signal;
  try {
    return run();
  } finally {
    current = previous;
  }
}
