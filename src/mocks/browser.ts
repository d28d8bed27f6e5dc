// First: the handlers below are declared without stack traces (see quiet-stacks.ts).
import { stackTraceLimit } from './quiet-stacks';
import { http, HttpResponse, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { browserPersistence } from './db/browser-persistence';
import { setPersistence } from './db/store';
import { loadFaultsFromPage } from './faults';
import { handlers } from './handlers';
import { emulatorTestApi } from './test-api';

Error.stackTraceLimit = stackTraceLimit;

declare global {
  interface Window {
    __owEmulator?: typeof emulatorTestApi;
  }
}

/** Starts the gateway emulator in the page (service worker); resolves when it answers. */
export async function startEmulator(): Promise<void> {
  setPersistence(browserPersistence());
  loadFaultsFromPage();
  // Once the worker controls the page, it hands every request to the page, the app's own chunks
  // too; without this first handler each of them would be matched against every endpoint
  // (a path pattern and the cookies each), which kept the first page's main thread busy (issue 14).
  const assets = new URL('assets/', document.baseURI).href;
  const ownAssets = http.all(new RegExp(`^${assets.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), () => passthrough());
  // A phone without a network reaches no gateway: the page's emulator answers as the network would
  // (a failed request), not from inside the phone (docs/reliability.md, "Offline").
  const offline = http.all('*', () => (navigator.onLine ? undefined : HttpResponse.error()));
  const worker = setupWorker(ownAssets, offline, ...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // Published only once the worker answers: tests that wait for it may call the gateway at once.
  window.__owEmulator = emulatorTestApi;
}
