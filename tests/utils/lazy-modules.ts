import { act, type lazy as reactLazy } from 'react';

// React reports a lazy module that arrives outside act() ("A suspended resource finished loading
// inside a test..."): a page, popup or side module asked for during a test may still be loading
// when the test's last await returns. tests/setup.ts gives every `lazy()` of the app this
// tracking and lets what is still loading land inside act before the cleanup.

const loading = new Set<Promise<unknown>>();

/** React's `lazy`, with each module it asks for tracked until it has arrived or failed. */
export function trackingLazy(lazy: typeof reactLazy): typeof reactLazy {
  return ((factory: Parameters<typeof reactLazy>[0]) =>
    lazy(() => {
      const module = factory();
      loading.add(module);
      const done = () => loading.delete(module);
      module.then(done, done);
      return module;
    })) as typeof reactLazy;
}

/** How many lazy modules are being loaded right now. */
export function lazyModulesLoading(): number {
  return loading.size;
}

/** Waits, inside act, until no lazy module is loading (one that arrives may ask for the next). */
export async function settleLazyModules(): Promise<void> {
  while (loading.size) await act(() => Promise.allSettled([...loading]).then(() => undefined));
}
