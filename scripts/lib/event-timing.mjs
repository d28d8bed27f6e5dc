// Input to next paint as INP counts it, for the benchmarks that measure interactions
// (bench:interactions, bench:growth; docs/performance.md): the Event Timing API's `event` entries
// of each interaction, the longest one.

/** Interactions under this are not reported by the browser (Event Timing's smallest threshold). */
export const FLOOR_MS = 16;

/** In the page (an init script, so it must stand alone): collects Event Timing entries of interactions from its start. */
export function watchInteractions() {
  const w = /** @type {any} */ (globalThis);
  w.__owInteractions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) w.__owInteractions.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Two frames and a pause: the paint after an input is over and its entries are out. */
export const settle = (page, ms = 400) =>
  page
    .evaluate(() => new Promise((r) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => r(undefined)))))
    .then(() => page.waitForTimeout(ms));

/**
 * Runs `act` and returns the longest interaction it caused (ms), FLOOR_MS when the browser
 * reported none (all under 16 ms).
 */
export async function timed(page, act, after = 400) {
  const seen = await page.evaluate(() => globalThis.__owInteractions.length);
  await act();
  await settle(page, after);
  const entries = await page.evaluate((n) => globalThis.__owInteractions.slice(n), seen);
  return entries.reduce((worst, e) => Math.max(worst, e.duration), FLOOR_MS);
}
