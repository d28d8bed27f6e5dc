import type { Page } from '@playwright/test';
import { expect, resetEmulator, test } from './fixtures';
import { emulator, logIn } from './support/emulator';

/**
 * Usage duration (docs/spec-rules.md section 4, docs/usage.md): the page reports how long it was on screen
 * when it is hidden or left, with navigator.sendBeacon, and the emulator stores each span once.
 */

const reports = (page: Page) => emulator(page, (e) => e.usageReports());

/**
 * What a phone does when the user switches to another app: the page becomes hidden (or visible
 * again). Returns the page's clock just before and just after the change, so that bounds on a
 * span never depend on how long the test's round trips to the page take.
 */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((s) => {
    const before = Date.now();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange'));
    return { before, after: Date.now() };
  }, state);

test('usage duration: one report per visible span, hidden time not counted, sent by beacon', async ({ app: page }) => {
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/usage/duration')) beacons.push(`${r.resourceType()} ${r.method()} ${r.url()}`);
  });
  // The page's clock is Playwright's: it runs with real time, and the test moves it on where a
  // user would spend time on the page or in another app (the spans are read from it).
  await page.clock.install();
  await page.goto('./#/home?fixedArea=120101&rootArea=120000');
  await resetEmulator(page);
  // A logged-in citizen: the report is credited to the session signed in its body.
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const openedAt = await page.evaluate(() => Date.now());
  // 1.5 s on the page.
  await page.clock.fastForward(1500);

  const hiddenAt = (await setVisibility(page, 'hidden')).after;
  await expect.poll(() => reports(page).then((r) => r.length)).toBe(1);
  // The page is then left too (pagehide): that span was already sent, and nothing goes out. The
  // beacon is sent in the event's handler (src/lib/usage/usage-reporter.ts), so what the handlers
  // sent is known once the event has been dispatched: sendBeacon and fetch are watched meanwhile.
  const sentOnPageHide = await page.evaluate(() => {
    const sent: string[] = [];
    const beacon = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
    const fetched = window.fetch;
    const url = (u: unknown) => String(u instanceof Request ? u.url : u);
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (u: string | URL, data?: BodyInit | null) => {
        sent.push(`beacon ${url(u)}`);
        return Navigator.prototype.sendBeacon.call(navigator, u, data);
      },
    });
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`fetch ${url(input)}`);
      return fetched(input, init);
    };
    try {
      window.dispatchEvent(new Event('pagehide'));
    } finally {
      if (beacon) Object.defineProperty(navigator, 'sendBeacon', beacon);
      else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
      window.fetch = fetched;
    }
    return sent.filter((u) => u.includes('/usage/duration'));
  });
  expect(sentOnPageHide).toEqual([]);
  const [first] = await reports(page);
  expect(await reports(page)).toHaveLength(1);
  expect(first).toEqual(expect.objectContaining({ seq: 1, userId: 'U0001', route: '/home', fixedArea: '120101', reason: 'hidden' }));
  // Plausible: at least the 1.5 s waited, at most from the page's start to the hide.
  expect(first.durationMs).toBeGreaterThanOrEqual(1500);
  expect(first.durationMs).toBeLessThanOrEqual(hiddenAt - openedAt + 10_000);
  expect(first.durationMs).toBeLessThan(60_000);

  // Three seconds in another app, then 1.5 s back on the page: only the visible time counts.
  await page.clock.fastForward(3000);
  const shownAt = (await setVisibility(page, 'visible')).before;
  await page.clock.fastForward(1500);
  const hiddenAgain = (await setVisibility(page, 'hidden')).after;
  await expect.poll(() => reports(page).then((r) => r.length)).toBe(2);
  const second = (await reports(page)).find((r) => r.seq === 2)!;
  expect(second.visitId).toBe(first.visitId);
  expect(second.durationMs).toBeGreaterThanOrEqual(1500);
  expect(second.durationMs).toBeLessThanOrEqual(hiddenAgain - shownAt);
  expect(second.startedAt).toBeGreaterThanOrEqual(first.endedAt + 3000);

  // Sent with sendBeacon (Chromium calls it a ping), to the path alone: no credentials in the address.
  expect(beacons.length).toBeGreaterThanOrEqual(2);
  for (const b of beacons) {
    expect(b).toMatch(/^ping POST .*\/gw\/service-xzyd\/anon\/usage\/duration$/);
  }
});

test('usage duration: a page without sendBeacon falls back to fetch and does not break', async ({ app: page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'sendBeacon', { configurable: true, value: undefined });
  });
  const errors: string[] = [];
  const sent: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.url().includes('/usage/duration')) sent.push(`${r.resourceType()} ${r.method()}`);
  });
  await page.clock.install();
  await page.goto('./#/home');
  await resetEmulator(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // 1.2 s on the page (a span shorter than 1 s is not reported).
  await page.clock.fastForward(1200);
  await setVisibility(page, 'hidden');
  await expect.poll(() => reports(page).then((r) => r.length)).toBe(1);
  expect((await reports(page))[0]).toEqual(expect.objectContaining({ userId: null, route: '/home', seq: 1 }));
  expect(sent).toEqual(['fetch POST']);
  expect(errors).toEqual([]);
});
