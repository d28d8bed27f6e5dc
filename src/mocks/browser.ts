import { setupWorker } from 'msw/browser';
import { browserPersistence, setPersistence } from './db/store';
import { loadFaultsFromPage } from './faults';
import { handlers } from './handlers';
import { emulatorTestApi } from './test-api';

declare global {
  interface Window {
    __owEmulator?: typeof emulatorTestApi;
  }
}

/** Starts the gateway emulator in the page (service worker); resolves when it answers. */
export async function startEmulator(): Promise<void> {
  setPersistence(browserPersistence());
  loadFaultsFromPage();
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // Published only once the worker answers: tests that wait for it may call the gateway at once.
  window.__owEmulator = emulatorTestApi;
}
