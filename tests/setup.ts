import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { act } from 'react';
import { clearAllFeedback, setFeedbackUpdateWrapper } from '../src/lib/feedback/feedback-impl';
import { createEmulatorServer, emulatorTestApi } from '../src/mocks/node';
import { resetAllStores } from '../src/lib/stores/registry';
import { resetDrafts } from '../src/lib/storage/drafts';
import { disableDebugConsole, isDebugConsoleStarted } from '../src/app/debug-console';
import { settleLazyModules } from './utils/lazy-modules';
import { loadTransport } from '../src/lib/http/client';

// Every lazy() of the app tracks the module it loads, so that the cleanup can let what is still
// loading arrive inside act (see ./utils/lazy-modules.ts).
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const { trackingLazy } = await import('./utils/lazy-modules');
  return { ...react, lazy: trackingLazy(react.lazy) };
});

// jsdom lacks these; antd-mobile and pages use them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!('IntersectionObserver' in window)) {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
window.scrollTo = () => {};
// Nor element scrolling: react-virtuoso scrolls its list (the chat) to the last message.
if (!Element.prototype.scrollBy) Element.prototype.scrollBy = () => {};
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
// The chat's message list (react-virtuoso) scrolls new lines into view with element.scrollBy.
Element.prototype.scrollBy ??= () => {};
// jsdom follows a click on an <a> without href (antd-mobile's clickable List.Item) to the bare
// document address; browsers do nothing. Do as browsers do.
// The `logic` project runs its files one after another in one page (vite.config.ts, isolate off):
// this file runs again for each of them, so what it installs on the page or the globals is
// installed once per page.
const page = window as unknown as {
  __owSetUp?: boolean;
  __owActWarnings?: string[];
  __owEmulatorServer?: ReturnType<typeof createEmulatorServer>;
};
const firstInThisPage = !page.__owSetUp;
page.__owSetUp = true;

if (firstInThisPage)
  document.addEventListener('click', (e) => {
    const anchor = e.target instanceof Element ? e.target.closest('a') : null;
    if (anchor && !anchor.hasAttribute('href')) e.preventDefault();
  });
// jsdom's Blob has no arrayBuffer/text/stream: Node's fetch then takes a File for a bare Blob and
// names it "blob" in multipart bodies (uploads), and app code cannot read file bytes.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  const read = <T extends string | ArrayBuffer>(blob: Blob, as: 'text' | 'buffer') =>
    new Promise<T>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as T);
      reader.onerror = () => reject(reader.error);
      if (as === 'text') reader.readAsText(blob);
      else reader.readAsArrayBuffer(blob);
    });
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return read<ArrayBuffer>(this, 'buffer');
  };
  Blob.prototype.text = function (this: Blob) {
    return read<string>(this, 'text');
  };
  Blob.prototype.stream = function (this: Blob) {
    const pending = read<ArrayBuffer>(this, 'buffer');
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        const bytes = new Uint8Array(await pending);
        if (bytes.byteLength) controller.enqueue(bytes);
        controller.close();
      },
    });
  } as Blob['stream'];
}

// msw turns an XHR body into Node's Request, which reads jsdom's FormData as a bare list of Blobs
// and names every file "blob". Hand it Node's own FormData so uploads keep their file names.
const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor as typeof FormData;
if (firstInThisPage && NodeFormData !== FormData) {
  const NativeRequest = globalThis.Request;
  globalThis.Request = class extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      if (init?.body instanceof FormData) {
        const body = new NodeFormData();
        for (const [k, v] of init.body) {
          if (typeof v === 'string') body.append(k, v);
          else body.append(k, v, v.name);
        }
        init = { ...init, body };
      }
      super(input, init);
    }
  } as typeof Request;
}

// Two shared cores run several test files at once: give findBy/waitFor room before failing.
// A page's first lazy import is transformed on demand; on two busy cores that alone can take seconds.
configure({ asyncUtilTimeout: 15_000 });

// antd-mobile's imperative toasts and dialogs render in roots of their own, outside the tested
// tree: render and unmount them inside act, as React expects of every update in a test.
// (While Testing Library waits, it turns the act environment off: then updates run as they are.)
setFeedbackUpdateWrapper((update) =>
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT ? act(update) : update(),
);

// A React update outside act() is one the test did not wait for: it happened after the test's
// last await (a socket frame, a timer, a lazy module arriving) or in a cleanup while the page was
// still on screen. React only warns; here the test that logged it fails, naming the update.
// Fix the cause: await what the user would see, or unmount before what updates the page.
const actWarnings: string[] = [];
page.__owActWarnings = actWarnings;
const consoleError = console.error;
if (firstInThisPage)
  console.error = (...args: unknown[]) => {
    const [first, ...rest] = args;
    if (typeof first === 'string' && first.includes('not wrapped in act')) {
      let i = 0;
      page.__owActWarnings?.push(first.replace(/%s/g, () => String(rest[i++])).split('\n')[0]);
    }
    consoleError(...args);
  };

// One emulator server for the page: msw's socket interception is not applied again once closed,
// so a page that the next file shares (OW_TEST_SHARED_PAGE, set by the logic project) keeps it.
const sharedPage = process.env.OW_TEST_SHARED_PAGE === '1';
export const server = page.__owEmulatorServer ?? createEmulatorServer();
if (!page.__owEmulatorServer) {
  page.__owEmulatorServer = server;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
}
// The gateway client loads axios with its first call (issue 14); here it is in before any test, so
// that tests on fake timers see calls go out as the app's do once it is loaded.
beforeAll(() => loadTransport());
beforeEach(async () => {
  emulatorTestApi.reset();
  // Drafts in IndexedDB outlive sessionStorage: one test's draft never fills the next one's form.
  await resetDrafts();
  // Every registered zustand store back to its start, whichever feature owns it.
  resetAllStores();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.location.hash = '';
});
afterEach(async () => {
  // A page, popup or side module still loading as the test ends lands now, not during the next test.
  await settleLazyModules();
  cleanup();
  // `#/debug` starts vConsole, whose system panel logs the page timing on a timer of its own: close
  // it and let that timer run while this file's window still exists (else it throws after teardown).
  if (isDebugConsoleStarted()) {
    await disableDebugConsole();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Toasts and dialogs render in their own roots outside the tested tree: close them (so that
  // antd-mobile forgets its current toast) and drop their nodes, so that a closing dialog of one
  // test never answers the next test's queries.
  clearAllFeedback();
  // They close with an animation that runs on animation frames and ends in a state update: wait
  // until it has ended and their roots are gone, so that it never lands during the next test.
  await waitFor(() => expect(document.querySelector('.adm-mask')).toBeNull(), { timeout: 5000 });
  document.body.innerHTML = '';
  server.resetHandlers();
  if (actWarnings.length) {
    const found = actWarnings.splice(0);
    throw new Error(
      `React updated outside act() ${found.length} time(s) during or right after this test: ${[...new Set(found)].join(' / ')}. ` +
        'Await what the user sees, or unmount before closing what updates the page (see tests/setup.ts).',
    );
  }
});
afterAll(() => {
  if (!sharedPage) server.close();
});
