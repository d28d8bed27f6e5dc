/**
 * Resolves once the page has loaded and the browser has a moment to spare: for code the first
 * screen does not show (the door-plate popup), so that it never shares the network and the main
 * thread with the first page (issue 14).
 */
export function afterLoad(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else win.setTimeout(resolve, 0);
    };
    if (win.document.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Resolves once the browser has painted the next frame (at once in a hidden page, where frames are
 * not drawn): for what the first calls need but the first paint does not, the gateway client and
 * the demo's emulator, so that they never hold the first frame back (issue 14).
 */
export function afterNextPaint(win: Window = window): Promise<void> {
  if (win.document.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}

let firstPageShown: Promise<void> | null = null;
let firstTitleShown: Promise<void> | null = null;
let firstPainted: Promise<void> | null = null;
let committed: (() => void) | null = null;
let painted: (() => void) | null = null;
/** Login guards still deciding whether the first page may show (holdFirstPage), and whether it has committed. */
let holds = 0;
let commitSeen = false;
const TITLE_TIMING = 'onewindow-first-page';

/**
 * main.tsx, before its first render: what waits for afterFirstPage from now on waits until the
 * first page is on screen. Once markFirstPageCommitted is called (and no login guard holds the
 * page back, holdFirstPage), that is when the browser reports the page's title (its h1) painted
 * (Element Timing). A browser without those reports, or a first page without an h1, waits for the
 * next paint; `timeoutMs` bounds the wait (a hidden page is not painted). With `answered`, it then
 * waits for that too (the page's first calls answered) and for their paint (largestPaintDone): a
 * page's largest paint is often its answer, after its title, and what waits would share the network
 * and the main thread with it.
 */
export function expectFirstPage(win: Window = window, timeoutMs = 1000, answered?: () => Promise<void>): void {
  holds = 0;
  commitSeen = false;
  const shown = new Promise<void>((resolve) => (committed = resolve)).then(() => titlePainted(win, timeoutMs));
  firstTitleShown = shown;
  firstPageShown = answered ? shown.then(answered).then(() => largestPaintDone(win)) : shown;
  firstPainted = new Promise<void>((resolve) => (painted = resolve)).then(() => titlePainted(win, timeoutMs, false));
}

function pageCommitted(win: Window): void {
  win.document.querySelector('#root h1')?.setAttribute('elementtiming', TITLE_TIMING);
  committed?.();
  committed = null;
}

/**
 * The first page has committed (see expectFirstPage): called from a layout effect, before the
 * browser paints it, so that the title is marked for Element Timing in time.
 */
export function markFirstPageCommitted(win: Window = window): void {
  commitSeen = true;
  painted?.();
  painted = null;
  if (holds === 0) pageCommitted(win);
}

/**
 * A login route's guard opened as the first page (src/app/routing/login-guard.tsx): until it has
 * decided, what shows is its waiting state, not the page, so what waits for afterFirstPage (the
 * toasts' code, the reporters, the door-plate popup: some 60 KB) would share the network with the
 * guard's login calls and the page's own. It holds the first page from its first layout effect, and
 * releases it once the page (or its error) has committed, or when it is left (a redirect to the
 * login). Returns the release (idempotent); a no-op once the first page has been counted.
 */
export function holdFirstPage(win: Window = window): () => void {
  if (!committed || commitSeen) return () => undefined;
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0 && commitSeen) pageCommitted(win);
  };
}

/**
 * Resolves once the first page is on screen (see expectFirstPage), or after the next paint where
 * no first page is expected: for what the first page does not show (the usage reporter, the
 * door-plate popup, the toasts' code), so that none of it shares the network and the main thread
 * with the first page (issue 14). A commit is presented some time after it; code started in
 * between would race the paint.
 */
export function afterFirstPage(win: Window = window): Promise<void> {
  return firstPageShown ?? afterNextPaint(win);
}

/**
 * Resolves once the first page's title is on screen, without waiting for its answers (see
 * expectFirstPage): for the usage reporter, which counts a visit only from when it starts, so that
 * a short visit is not lost to the page's calls.
 */
export function afterFirstTitle(win: Window = window): Promise<void> {
  return firstTitleShown ?? afterNextPaint(win);
}

/**
 * Resolves once the first render has committed and painted, whatever it shows (a login route's
 * waiting state too): for what the page's calls need but its first paint does not (the gateway
 * client, the demo's emulator). Unlike afterFirstPage it never waits for a login guard, whose calls
 * need them. Where that first commit is the page itself (no guard holds it), painted means the
 * browser's report of its title painted, as for afterFirstPage: the next frame comes some tens of
 * milliseconds before the paint is presented, and home's transport (22 KB), asked for in between,
 * shared the network with its largest paint, its title (docs/performance.md).
 */
export function afterFirstPaint(win: Window = window): Promise<void> {
  return firstPainted ?? afterNextPaint(win);
}

/** How long the browser must report no larger paint before the first page counts as painted whole. */
export const PAINT_QUIET_MS = 200;
/** The longest that wait lasts (a page that keeps growing). */
const PAINT_QUIET_MAX_MS = 1000;

/**
 * Resolves once the browser has reported no new largest paint for PAINT_QUIET_MS (at most
 * PAINT_QUIET_MAX_MS): the answers' paint, which comes a frame or more after they are in, is then
 * done. Where largest-paint reports are missing (or the page is hidden), after the next paint.
 */
function largestPaintDone(win: Window): Promise<void> {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (win.document.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('largest-contentful-paint'))
    return afterNextPaint(win);
  return new Promise((resolve) => {
    let quiet = 0;
    const finish = () => {
      observer.disconnect();
      win.clearTimeout(quiet);
      win.clearTimeout(bound);
      resolve();
    };
    const observer = new Observer(() => {
      win.clearTimeout(quiet);
      quiet = win.setTimeout(finish, PAINT_QUIET_MS);
    });
    quiet = win.setTimeout(finish, PAINT_QUIET_MS);
    const bound = win.setTimeout(finish, PAINT_QUIET_MAX_MS);
    observer.observe({ type: 'largest-contentful-paint' });
  });
}

function titlePainted(win: Window, timeoutMs: number, mark = true): Promise<void> {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  const done = (by: 'title' | 'next paint' | 'time-out') =>
    // For the page's own timeline (and the journeys that check it): when, and how it was known.
    mark && win.performance.mark?.('onewindow:first-page-shown', { detail: { by } });
  if (win.document.visibilityState === 'hidden') return Promise.resolve();
  if (!Observer?.supportedEntryTypes?.includes('element') || !win.document.querySelector(`[elementtiming="${TITLE_TIMING}"]`))
    return mark ? afterNextPaint(win).then(() => void done('next paint')) : afterNextPaint(win);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (by: 'title' | 'time-out') => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      win.clearTimeout(timer);
      done(by);
      resolve();
    };
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === TITLE_TIMING))
        finish('title');
    });
    const timer = win.setTimeout(() => finish('time-out'), timeoutMs);
    observer.observe({ type: 'element', buffered: true });
  });
}
