import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query of `client` is fetching, or after `maxMs` (a query retrying, or one that
 * polls without pause, does not hold it longer): for what waits until the first page has shown its
 * answers (src/main.tsx, docs/performance.md "After the first page's answers").
 */
export function queriesSettled(client: QueryClient, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) {
      resolve();
      return;
    }
    let unsubscribe = () => undefined as void;
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
  });
}
