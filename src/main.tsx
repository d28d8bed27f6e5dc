// First: it keeps the address the page was opened at (the iOS messenger signs that one) before
// anything below can rewrite it.
import './lib/bridge/landing';
import { installErrorCapture } from './lib/errors/capture';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import { App } from './app/app';
import { startBeforeFirstRender } from './app/auth-boot';
import { env } from './config/env';
import { sendCallsAtOnce, setRequestGate } from './lib/http/client';
import { preloadFeedback } from './lib/feedback/feedback';
import { firstCallsReady, hashPath, preloadCurrentPage } from './app/routing/preload';
import { matchRoute } from './config/routes';
import { createQueryClient } from './app/providers';
import { loadPageTable } from './app/routing/lazy-pages';
import { completeOpeningAddress } from './app/routing/area-completion';
import {
  afterFirstPage,
  afterFirstPaint,
  afterFirstTitle,
  afterLoad,
  expectFirstPage,
  markFirstPageCommitted,
} from './lib/hooks/after-load';
import { queriesSettled } from './lib/query/settled';
import './styles.css';
import { applyPreferences, readPreferences } from './lib/preferences/preferences';
import { session } from './lib/storage/storage';
import { watchMissingChunks } from './lib/deploy/chunk-reload';

/** The longest what waits for the first page waits for its first calls' answers once its title is painted. */
const FIRST_ANSWERS_MS = 3000;

// Errors are noted from the start; the reporter that sends them loads after the first page
// (docs/contract.md section 9).
installErrorCapture();
// A chunk gone after a redeploy reloads the page once (docs/deploy.md, "A redeploy"), from the
// first page's own load on.
watchMissingChunks();
// The page being opened loads at once; the first render waits for it (index.html's own text shows
// until then): the first frame React paints is the page.
completeOpeningAddress();
const firstPage = preloadCurrentPage();
// A landing page's content is its calls' answer (docs/performance.md, "Landing pages"): its calls
// go as soon as they are made, not after the first paint.
const opening = matchRoute(hashPath(window.location.hash));
const landing = opening?.landing ?? false;
if (landing) sendCallsAtOnce();
const queryClient = createQueryClient();
// What waits for the first page (afterFirstPage) waits until it is on screen, from now on, with the
// answers to its first calls (at most FIRST_ANSWERS_MS): on a slow network its 60 KB and 25 requests
// would otherwise share it with the page's calls and their paint (docs/performance.md).
expectFirstPage(window, undefined, () => queriesSettled(queryClient, FIRST_ANSWERS_MS));
// With a login kept on the device, its silent login starts now too: the page's calls wait for it,
// and so does what waits for the first page.
if (landing) startBeforeFirstRender();
// Elder mode and text size before the first paint: no flash of small text.
applyPreferences(readPreferences());
// The debug console (#/debug) stays on for the session that asked for it.
if (session.get('ow.debug') === '1') void import('./app/debug-console').then((m) => m.startDebugConsoleIfEnabled());
// Toasts and dialogs answer what people do: their code loads once the first page is in and the
// browser is idle, so that running it never falls inside the first tap (on a phone 4x slower it
// held the first tap's paint back about 30 ms: npm run bench:interactions, docs/performance.md; see
// below, after the first render). A tap before then still starts it.
window.addEventListener('pointerdown', () => void preloadFeedback(), { once: true, capture: true });

// The first render is a transition: React renders it in slices of a few milliseconds, so that a
// slow phone's main thread is never held for the whole first page at once (issue 14: total
// blocking time); the page still shows whole, in one commit. What the first page does not show
// waits until it is on screen (afterFirstPage), not just rendered.
function Committed() {
  useLayoutEffect(() => markFirstPageCommitted(), []);
  return null;
}
// The page's first calls (its module's firstQueries), with the transport in when it has some.
void firstPage
  .then(() => firstCallsReady(landing))
  .then((first) => {
    for (const options of first) void queryClient.prefetchQuery(options);
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <>
          <App client={queryClient} />
          <Committed />
        </>,
      ),
    );
  });
// The table of the other pages (its own chunk, lazy-pages.ts) comes once the first page has loaded,
// ready for the first tap on a link; a page that needs it first fetches it itself.
void afterFirstPage()
  .then(() => afterLoad())
  .then(() => loadPageTable())
  .catch(() => undefined);
// Toasts and dialogs, once the first page is in and the browser idle (above).
void afterFirstPage()
  .then(() => afterLoad())
  .then(() => preloadFeedback())
  .catch(() => undefined);
// A new deployment is looked for once the first page is in and loaded, never on its way
// (docs/deploy.md, "A redeploy").
void afterFirstPage()
  .then(() => afterLoad())
  .then(() => import('./app/version-watch'))
  .then((m) => m.startVersionWatch())
  .catch(() => undefined);
if (env.isEmulator) {
  // The emulator is its own chunk, absent when a real gateway is configured. It loads and starts
  // once the first render is on screen, so that the page never waits for its tables and handlers
  // (issue 14); the first calls wait for it (a login route's guard's too: not afterFirstPage).
  setRequestGate(
    afterFirstPaint()
      .then(() => import('./mocks/browser'))
      .then((m) => m.startEmulator()),
  );
}
// Usage duration is reported when the page is hidden or left (docs/spec-rules.md section 4; docs/usage.md),
// counted from the opening; the reporter's code (and its signing) loads once the first page's title is
// on screen, not before it (issue 14), nor after its answers: a visit hidden before then is not counted.
let openedAt = document.visibilityState === 'hidden' ? undefined : Date.now();
const forgetOpening = () => (openedAt = undefined);
document.addEventListener('visibilitychange', forgetOpening, { once: true });
void afterFirstTitle()
  .then(() => import('./lib/usage/usage-reporter'))
  .then((m) => {
    document.removeEventListener('visibilitychange', forgetOpening);
    m.startUsageReporter({ visibleSince: openedAt });
  });
// Error reports (docs/contract.md section 9): the reporter, its scrubbing and the beacon load once
// the first page is on screen and the browser is idle; what happened before waits in capture.ts.
void afterFirstPage()
  .then(() => afterLoad())
  .then(() => import('./lib/errors/error-reporter'))
  .then((m) => m.startErrorReporter())
  .catch(() => undefined);
