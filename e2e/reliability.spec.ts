import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, gotoWithFaults, hashRoute, keepRatingPopupAway, resetEmulator, test, withEmulator } from './fixtures';
import { clearFaults, logIn } from './support/emulator';
import { go, submitSmsLogin } from './support/pages';

// Issue 13: a failing gateway never logs anyone out, time-outs are kept, uploads never freeze
// the page. Faults come from the address (`/?faults=...#/route`, kept for the tab; against the
// gateway server they are the server's, for every tab) and end with `__owEmulator.clearFaults()`,
// as a gateway that recovers.

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const HERE = { latitude: 39.125, longitude: 117.19 };
const CREDENTIALS = ['accountMobile', 'validateMobileSecret', 'userInfo'] as const;

/** The real pages of the matrix: where each one is, and what it shows once its data is there. */
const PAGES: { route: string; loaded: (page: Page) => Promise<void> }[] = [
  { route: `/home?${AREA}`, loaded: (p) => expect(p.getByText('便民服务')).toBeVisible() },
  { route: `/findTheLobby?${AREA}`, loaded: (p) => expect(p.getByText(/政务服务中心/).first()).toBeVisible() },
  { route: `/governmentMap?${AREA}`, loaded: (p) => expect(p.getByText(/政务服务中心/).first()).toBeVisible() },
  { route: `/nearby?${AREA}`, loaded: (p) => expect(p.getByText(/^距您/).first()).toBeVisible() },
  { route: `/myInfo?${AREA}`, loaded: (p) => expect(p.getByText('手机号', { exact: true }).first()).toBeVisible() },
  { route: `/myComplaint?${AREA}`, loaded: (p) => expect(p.getByText('暂无投诉建议')).toBeVisible() },
];

/** Logs in by mobile on the login page (stores accountMobile and validateMobileSecret). */
async function logInBySms(page: Page) {
  await page.goto(`./#/login?${AREA}&redirect=%2Fmine`);
  await resetEmulator(page);
  await submitSmsLogin(page);
  await expect.poll(() => hashRoute(page)).toMatch(/^\/mine/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('validateMobileSecret'))).toBeTruthy();
}

const stored = (page: Page) =>
  page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, window.localStorage.getItem(k)])), [...CREDENTIALS]);

/** A new tab of the same browser (same localStorage, fresh session) opened at a route with faults. */
async function openWithFaults(context: BrowserContext, faults: string, route: string): Promise<Page> {
  const page = await context.newPage();
  await gotoWithFaults(page, faults, route);
  return page;
}

/** Waits for the page to end in an error with a retry (not a skeleton, not login); returns how long it took. */
async function errorWithRetry(page: Page, timeout: number): Promise<number> {
  const t0 = Date.now();
  await expect(
    page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: /重\s*试/ }) })
      .first(),
  ).toBeVisible({ timeout });
  expect(hashRoute(page)).not.toMatch(/^\/login/);
  return Date.now() - t0;
}

interface SkeletonWatch {
  firstBusy?: number;
  firstCall?: number;
  errorAt?: number;
  busyAfterError: boolean;
}

/**
 * Runs in each page before its scripts: notes (in the page's own clock) when a skeleton
 * (`aria-busy`) first shows, when the first gateway request goes out, when an error with a retry
 * first shows, and whether a skeleton showed again while that error was up.
 */
function watchSkeleton() {
  const w = window as unknown as { __owSkeleton: SkeletonWatch };
  w.__owSkeleton = { busyAfterError: false };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    w.__owSkeleton.firstCall ??= performance.now();
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as typeof open;
  const tick = () => {
    const s = w.__owSkeleton;
    const busy = document.querySelector('[aria-busy="true"]') !== null;
    const error = [...document.querySelectorAll('[role="alert"]')].some((a) =>
      /重\s*试/.test(a.querySelector('button')?.textContent ?? ''),
    );
    const now = performance.now();
    if (busy && s.firstBusy === undefined) s.firstBusy = now;
    if (error && s.errorAt === undefined) s.errorAt = now;
    if (busy && s.errorAt !== undefined && !error) s.busyAfterError = true;
  };
  setInterval(tick, 100);
}

/**
 * How long the page waited for the gateway (its first request to its error), how long its
 * skeleton showed in all (the emulator's start-up comes first in this build), and whether the
 * skeleton came back.
 */
async function skeletonLife(page: Page): Promise<{ waited: number; life: number; busyAfterError: boolean }> {
  const s = await page.evaluate(() => (window as unknown as { __owSkeleton: SkeletonWatch }).__owSkeleton);
  const errorAt = s.errorAt ?? Infinity;
  return {
    waited: Math.round(errorAt - (s.firstCall ?? 0)),
    life: Math.round(errorAt - (s.firstBusy ?? 0)),
    busyAfterError: s.busyAfterError,
  };
}

async function recoverAndRetry(page: Page) {
  await clearFaults(page);
  await page
    .getByRole('alert')
    .getByRole('button', { name: /重\s*试/ })
    .first()
    .click();
}

test.describe('fault matrix: stored credentials survive every fault except a 401', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(HERE);
  });

  for (const fault of ['error:1', 'malformed:1']) {
    test(`${fault}: every page ends in an error with a working retry; the user stays logged in`, async ({ app: page, context }) => {
      test.setTimeout(120_000);
      await logInBySms(page);
      const before = await stored(page);
      for (const { route, loaded } of PAGES) {
        const tab = await openWithFaults(context, fault, route);
        const took = await errorWithRetry(tab, 15_000);
        expect(took).toBeLessThan(15_000);
        expect(await stored(tab)).toEqual(before);
        await recoverAndRetry(tab);
        await loaded(tab);
        expect(hashRoute(tab)).not.toMatch(/^\/login/);
        await tab.close();
      }
      // 我的 still shows the logged-in view.
      const mine = await openWithFaults(context, fault, `/mine?${AREA}`);
      await expect(mine.getByRole('button', { name: '退出登录' })).toBeVisible();
      await expect(mine.getByText('登录后可查看办件、预约和评价')).toHaveCount(0);
      expect(await stored(mine)).toEqual(before);
    });
  }

  test('latency:800: every page ends in content, nobody is logged out', async ({ app: page, context }) => {
    test.setTimeout(120_000);
    await logInBySms(page);
    const before = await stored(page);
    for (const { route, loaded } of PAGES) {
      const tab = await openWithFaults(context, 'latency:800', route);
      await loaded(tab);
      expect(await stored(tab)).toEqual(before);
      await tab.close();
    }
  });

  // Issue 13 item 2: with `timeout:1` every page waits one 60 s deadline, then shows its error and a
  // retry, and stays there (a query's own retry rule or its polling used to put it back on the
  // skeleton for another 60 s: see tests/lib/http/query-policy.test.ts). Times are taken in each
  // page's own clock. `OW_FAULT_PAGE=governmentMap` runs one page alone.
  test('a gateway that never answers: at most one 60 s wait, then the error and a retry that works', async ({
    app: page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await logInBySms(page);
    const before = await stored(page);
    // All pages at once, so the 60 s waits run side by side: each in its own browser window with
    // the logged-in storage (tabs of one window are hidden, and hidden tabs' timers are throttled).
    const storageState = await context.storageState();
    const only = process.env.OW_FAULT_PAGE ? PAGES.filter((p) => p.route.includes(process.env.OW_FAULT_PAGE!)) : PAGES;
    // Closed at the end: left open, these windows would go on calling this worker's gateway (server
    // mode) and taking the machine's time through the journeys that follow.
    const contexts: BrowserContext[] = [];
    try {
      const tabs = await Promise.all(
        only.map(async ({ route }) => {
          const ctx = await browser.newContext({
            storageState,
            baseURL,
            viewport: { width: 393, height: 727 },
            locale: 'zh-CN',
          });
          contexts.push(ctx);
          await ctx.grantPermissions(['geolocation']);
          await ctx.setGeolocation(HERE);
          await ctx.addInitScript(() => window.localStorage.setItem('ow.e2e', '1'));
          await ctx.addInitScript(watchSkeleton);
          await withEmulator(ctx);
          return openWithFaults(ctx, 'timeout:1', route);
        }),
      );
      await Promise.all(tabs.map((tab) => errorWithRetry(tab, 90_000)));
      // A few seconds more: the error stays (no retry of the time-out by itself, no poll back to the
      // skeleton). A fixed wait, kept on purpose: what is checked is that nothing happens, and a page
      // that stays on its error gives no signal of it. Each page's watch (watchSkeleton) keeps
      // looking through the checks below as well; these 5 s catch a retry or a poll that follows the
      // error within them (a page's slower poll, a minute, is beyond any such window).
      await page.waitForTimeout(5_000);
      const lives = await Promise.all(tabs.map((tab) => skeletonLife(tab)));
      test
        .info()
        .annotations.push(
          { type: 'first request to error (ms)', description: lives.map((l) => l.waited).join(', ') },
          { type: 'skeleton shown until error (ms)', description: lives.map((l) => l.life).join(', ') },
        );
      for (const [i, tab] of tabs.entries()) {
        // One 60 s deadline from the first call (a few seconds' allowance: six windows share a loaded
        // machine's main threads, and a second 60 s wait would show as 120 s). Before it, the in-page
        // emulator's start (seeding the city) can hold the first call back by a few seconds.
        expect(lives[i].waited, only[i].route).toBeLessThanOrEqual(65_000);
        expect(lives[i].life, only[i].route).toBeLessThanOrEqual(75_000);
        expect(lives[i].busyAfterError, only[i].route).toBe(false);
        await expect(
          tab
            .getByRole('alert')
            .getByRole('button', { name: /重\s*试/ })
            .first(),
        ).toBeVisible();
        expect(await stored(tab)).toEqual(before);
        await recoverAndRetry(tab);
        await only[i].loaded(tab);
        expect(await stored(tab)).toEqual(before);
      }
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });

  test('401: the session ends, credentials go, the login route goes to login', async ({ app: page, context }) => {
    await logInBySms(page);
    const tab = await openWithFaults(context, '401:1', `/myInfo?${AREA}`);
    await expect.poll(() => hashRoute(tab), { timeout: 15_000 }).toMatch(/^\/login\?/);
    expect((await stored(tab)).validateMobileSecret).toBeNull();
  });

  test('a partner user keeps thirdParty and userInfo through a 5xx and is logged in on retry', async ({ app: page, context }) => {
    // The emulator is reset before the partner's address is opened: a reset after it would end
    // the session the start had made, and the 401 that follows rightly removes the partner's keys.
    await page.goto(`./#/home?${AREA}`);
    await resetEmulator(page);
    await page.goto(`./#/home?${AREA}&thirdParty=luluTong&userId=lulu-10001&mobile=13900139000`);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('token'))).toBeTruthy();
    const keep = () => page.evaluate(() => [window.localStorage.getItem('thirdParty'), window.localStorage.getItem('userInfo')]);
    const before = await keep();
    expect(before[0]).toBe('luluTong');
    const tab = await openWithFaults(context, 'error:1', `/myInfo?${AREA}`);
    await errorWithRetry(tab, 15_000);
    expect(await tab.evaluate(() => [window.localStorage.getItem('thirdParty'), window.localStorage.getItem('userInfo')])).toEqual(before);
    await recoverAndRetry(tab);
    await expect(tab.getByText('手机号', { exact: true }).first()).toBeVisible();
    expect(hashRoute(tab)).toMatch(/^\/myInfo/);
  });
});

/** A photo of width x height drawn as noise in a scratch tab (so its long tasks are not the form's). */
async function noisePhoto(context: BrowserContext, width: number, height: number): Promise<Buffer> {
  const scratch = await context.newPage();
  const b64 = await scratch.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const img = ctx.createImageData(w, h);
      for (let i = 0; i < img.data.length; i++) img.data[i] = (i * 2654435761) >>> 24;
      ctx.putImageData(img, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    [width, height],
  );
  await scratch.close();
  return Buffer.from(b64, 'base64');
}

/** A PNG signature and IHDR declaring width x height, padded to `size` bytes (never decodable). */
function pngHeader(width: number, height: number, size: number): Buffer {
  const b = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(b, 0);
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.set([8, 6, 0, 0, 0], 24);
  return b;
}

test('uploads never freeze the page: a 12 MP photo is compressed in a worker with no task over 200 ms; a pixel flood and a 21 MB file are refused', async ({
  app: page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(Math.round(e.duration)))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.goto(`./#/home?${AREA}`);
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await logIn(page, { userId: 'U-E2E-PHOTO', mobile: '13800138000' });
  await go(page, '/feedback');
  await page.getByRole('button', { name: '1星', exact: true }).click();
  const photo = await noisePhoto(context, 4000, 3000);
  expect(photo.length).toBeGreaterThan(1024 * 1024);

  // Refused from the header, before anything is decoded or sent.
  await page
    .getByLabel('添加图片')
    .setInputFiles({ name: 'flood.png', mimeType: 'image/png', buffer: pngHeader(30000, 30000, 107 * 1024) });
  await expect(page.getByText(/图片尺寸过大/)).toBeVisible();
  const huge = test.info().outputPath('huge.jpg');
  await writeFile(huge, Buffer.concat([photo.subarray(0, 1024), Buffer.alloc(21 * 1024 * 1024)]));
  await page.getByLabel('添加图片').setInputFiles(huge);
  await expect(page.getByText(/图片不能超过20MB/)).toBeVisible();
  await expect(page.getByTestId('rating-image')).toHaveCount(0);

  // From a file on disk: a buffer would be decoded from base64 in the page by the test driver itself.
  const onDisk = test.info().outputPath('现场照片.jpg');
  await writeFile(onDisk, photo);
  await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
  const t0 = Date.now();
  await page.getByLabel('添加图片').setInputFiles(onDisk);
  // Progress is shown while the worker compresses and the upload runs.
  await expect(page.getByTestId('rating-image').getByRole('status')).toBeVisible();
  await expect(page.getByTestId('rating-image').locator('img')).toHaveCount(1, { timeout: 60_000 });
  const prepared = Date.now() - t0;
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  test.info().annotations.push({
    type: 'figures',
    description: `12 MP photo ${(photo.length / 1024 / 1024).toFixed(1)} MB prepared and uploaded in ${prepared} ms; long tasks ${JSON.stringify(longTasks)}`,
  });
  expect(longTasks.filter((d) => d > 200)).toEqual([]);
  // What was stored is the compressed photo, not the 12 MP original.
  const src = await page.getByTestId('rating-image').locator('img').getAttribute('src');
  const size = await page.evaluate(async (u) => (await (await fetch(u!)).blob()).size, src);
  expect(size).toBeLessThanOrEqual(1024 * 1024);
});
