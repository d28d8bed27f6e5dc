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
