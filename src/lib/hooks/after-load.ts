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
let committed: ((at: number) => void) | null = null;

/**
 * main.tsx, before its first render: what waits for afterFirstPage from now on waits until the
 * first page is on screen. Once markFirstPageCommitted is called, that is the first
 * largest-contentful-paint entry painted after the commit (the page's own text, larger than
 * index.html's one line). A browser without those entries waits for the next paint; `timeoutMs`
 * bounds the wait (a page no larger than that line, or a tap, after which the browser stops
 * reporting them).
 */
export function expectFirstPage(win: Window = window, timeoutMs = 1000): void {
  firstPageShown = new Promise<number>((resolve) => (committed = resolve)).then((since) => presentedAfter(since, win, timeoutMs));
}

/** The first page has committed (see expectFirstPage). */
export function markFirstPageCommitted(win: Window = window): void {
  committed?.(win.performance.now());
  committed = null;
}

/**
 * Resolves once the first page is on screen (see expectFirstPage), or after the next paint where
 * no first page is expected: for what the first page does not show (the gateway client, the demo's
 * emulator, the usage reporter, the door-plate popup), so that none of it shares the network and
 * the main thread with the first paint (issue 14). A commit is presented some time after it;
 * code started in between would race the paint.
 */
export function afterFirstPage(win: Window = window): Promise<void> {
  return firstPageShown ?? afterNextPaint(win);
}

function presentedAfter(since: number, win: Window, timeoutMs: number): Promise<void> {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (win.document.visibilityState === 'hidden') return Promise.resolve();
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return afterNextPaint(win);
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      win.clearTimeout(timer);
      resolve();
    };
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    const timer = win.setTimeout(finish, timeoutMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
