import type { Page, Route } from '@playwright/test';
import { expect, keepRatingPopupAway, resetEmulator, test } from './fixtures';
import { logIn } from './support/emulator';
import { go } from './support/pages';

// A redeploy breaks nobody (issue 35, docs/deploy.md "A redeploy"): a chunk the new deployment no
// longer has reloads the page once, keeping what was typed; a new version.json brings the notice.

const NOTICE = '发现新版本，点击刷新';
const TYPED = '周六上午的窗口能否多开一个';

/** The feedback form (意见反馈) of a logged-in citizen (a form whose draft the app keeps). */
async function openComplaint(page: Page) {
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await logIn(page, { userId: 'U-E2E-REDEPLOY', mobile: '13800138000' });
  await go(page, '/feedback');
  await expect(page.getByRole('textbox', { name: /意见建议/ })).toBeVisible();
}

/** Goes to 我的投诉建议, whose chunk the tests remove, as a link does. */
async function openMyComplaints(page: Page) {
  await go(page, '/myComplaint');
}

/** Back on the form, as its link does: it opens with its draft. */
async function openComplaintAgain(page: Page) {
  await go(page, '/feedback');
}

/** Counts the page's document loads (the first one and every reload). */
function countDocuments(page: Page) {
  const seen = { documents: 0 };
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) seen.documents += 1;
  });
  return seen;
}

/**
 * The page chunk of 我的投诉建议 is gone (404) for this page: `back: true` brings it back for the
 * page loaded after `reloadAfter()` was called (the new deployment a reload brings). The app may
 * ask for it before the tap (a preload), so it is gone from the start.
 */
async function removeChunk(page: Page, seen: { documents: number }, back: boolean) {
  const gone = { count: 0, servedAfter: Number.POSITIVE_INFINITY };
  await page.context().route(/\/assets\/my-complaint\.page-[\w-]+\.js$/, async (route: Route) => {
    if (back && seen.documents > gone.servedAfter) {
      await route.continue();
    } else {
      gone.count += 1;
      await route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404 Not Found</h1>' });
    }
  });
  return {
    gone,
    /** From the next document on, the chunk is there again. */
    reloadAfter: () => (gone.servedAfter = seen.documents),
  };
}

test(
  'a chunk gone after a deploy reloads the page once, and the draft typed before is still there',
  { tag: '@static' },
  async ({ app: page }) => {
    const seen = countDocuments(page);
    const chunk = await removeChunk(page, seen, true);
    await openComplaint(page);
    await page.getByRole('textbox', { name: /意见建议/ }).fill(TYPED);
    const before = seen.documents;
    chunk.reloadAfter();

    await openMyComplaints(page);
    // The page reloaded by itself (one document more) and now shows the page whose chunk was gone.
    await expect(page.getByRole('heading', { level: 1, name: '我的投诉建议' })).toBeVisible({ timeout: 20_000 });
    expect(chunk.gone.count).toBeGreaterThanOrEqual(1);
    expect(seen.documents - before).toBe(1);
    expect(await page.evaluate(() => window.sessionStorage.getItem('ow.chunkReload'))).toMatch(/^\d+$/);

    await openComplaintAgain(page);
    await expect(page.getByRole('textbox', { name: /意见建议/ })).toHaveValue(TYPED);
  },
);

test(
  'a chunk still missing after the reload shows the error and its retry: never a second reload',
  { tag: '@static' },
  async ({ app: page }) => {
    const seen = countDocuments(page);
    const { gone } = await removeChunk(page, seen, false);
    const probes = answeredProbes(page, seen);
    await openComplaint(page);
    await page.getByRole('textbox', { name: /意见建议/ }).fill(TYPED);
    const before = seen.documents;

    await openMyComplaints(page);
    // The reloaded page's own check (does the server answer? then the one reload is taken) was
    // answered, and its outcome is on screen: the error, not a second reload.
    await expect.poll(() => probes.answered.filter((p) => p.document === before + 1).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByText('页面加载失败，请检查网络后重试')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    expect(seen.documents - before).toBe(1);
    expect(gone.count).toBeGreaterThanOrEqual(2);
    // 重试 renders the page again (the error there before goes) and ends in the error again; a
    // reload for a missing chunk is decided on the answer to such a check, and every check the
    // page made has been answered: still no further document.
    const shown = await page.getByText('页面加载失败，请检查网络后重试').elementHandle();
    await page.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => shown!.evaluate((el) => el.isConnected)).toBe(false);
    await expect(page.getByText('页面加载失败，请检查网络后重试')).toBeVisible();
    await expect.poll(() => probes.asked - probes.answered.length).toBe(0);
    expect(seen.documents - before).toBe(1);
    await openComplaintAgain(page);
    await expect(page.getByRole('textbox', { name: /意见建议/ })).toHaveValue(TYPED);
  },
);

/**
 * The answers to the page's checks of its server (src/lib/network/online.ts `serverAnswers`, the
 * request for version.json a chunk failure makes before its one reload), each with the number of
 * the document that asked.
 */
function answeredProbes(page: Page, seen: { documents: number }) {
  const probes = { asked: 0, answered: [] as { document: number }[] };
  const isProbe = (url: string) => /\/version\.json(\?.*)?$/.test(url);
  page.on('request', (r) => {
    if (isProbe(r.url())) probes.asked += 1;
  });
  page.on('response', (r) => {
    if (isProbe(r.url())) probes.answered.push({ document: seen.documents });
  });
  return probes;
}

/** Serves version.json with another build id from now on; `asked` counts the requests. */
async function deployNewVersion(page: Page) {
  const asked = { count: 0 };
  await page.context().route(/\/version\.json(\?.*)?$/, async (route) => {
    asked.count += 1;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Cache-Control': 'no-store' },
      body: '{"build":"ffffeeeeddddcccc"}',
    });
  });
  return asked;
}

interface VersionWatch {
  /** Each request for version.json the page made, and whether it was made on its return to the front. */
  asks: { onVisible: boolean }[];
  /** How many of their answers the page has read. */
  read: number;
  /** Set while `becomeVisible` dispatches its event. */
  becomingVisible: boolean;
}

/**
 * Runs in the page before its scripts: notes each request for version.json (the page's clock
 * check calls fetch from its `visibilitychange` handler, src/lib/deploy/version-check.ts) and
 * counts the answers it has read (what the page does with one follows in the same turn).
 */
function watchVersionAsks() {
  const w = window as unknown as { __owVersion: VersionWatch };
  w.__owVersion = { asks: [], read: 0, becomingVisible: false };
  const real = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/version\.json/.test(url)) return real(input, init);
    w.__owVersion.asks.push({ onVisible: w.__owVersion.becomingVisible });
    return real(input, init).then((res) => {
      const json = res.json.bind(res);
      res.json = () =>
        json().finally(() => {
          w.__owVersion.read += 1;
        });
      return res;
    });
  };
}

const versionWatch = (page: Page) => page.evaluate(() => (window as unknown as { __owVersion: VersionWatch }).__owVersion);

/** The tab comes back to the front (what a user does after switching apps). */
const becomeVisible = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __owVersion?: VersionWatch };
    if (w.__owVersion) w.__owVersion.becomingVisible = true;
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      if (w.__owVersion) w.__owVersion.becomingVisible = false;
    }
  });

test(
  'a new version.json brings the notice; a tap reloads, and the first page never asked for it',
  { tag: '@static' },
  async ({ app: page }) => {
    const versionRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/version\.json/.test(r.url())) versionRequests.push(r.url());
    });
    const seen = countDocuments(page);
    await page.addInitScript(watchVersionAsks);
    await page.goto('./#/home');
    await keepRatingPopupAway(page);
    await expect(page.getByRole('heading', { level: 1, name: '一窗受理 · 政务服务' })).toBeVisible();
    await page.waitForLoadState('load');

    const asked = await deployNewVersion(page);
    const notice = page.getByRole('button', { name: NOTICE });
    await expect
      .poll(async () => {
        await becomeVisible(page);
        return asked.count;
      })
      .toBeGreaterThan(0);
    // The watch runs (it answered the tab's return) and had asked for nothing before: on the way to
    // the first page, after it and at its own start, every request for version.json the page
    // made, it made on a return to the front.
    const { asks } = await versionWatch(page);
    expect(asks.length).toBeGreaterThan(0);
    expect(asks, 'nothing asked on the way to the first page').toEqual(asks.map(() => ({ onVisible: true })));
    await expect(notice).toBeVisible();
    // It does not block: the page under it still answers.
    await expect(page.getByRole('heading', { level: 1, name: '一窗受理 · 政务服务' })).toBeVisible();
    const before = seen.documents;
    await page.context().unroute(/\/version\.json(\?.*)?$/);
    await notice.click();
    await expect.poll(() => seen.documents).toBe(before + 1);
    await expect(page.getByRole('heading', { level: 1, name: '一窗受理 · 政务服务' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  },
);

test(
  'while the user types, the notice waits; it shows once the field is left, and nothing reloads by itself',
  { tag: '@static' },
  async ({ app: page }) => {
    const seen = countDocuments(page);
    // The page's clock is Playwright's: it runs with real time, and the test moves it on over the
    // notice's wait for a quiet moment.
    await page.clock.install();
    await page.addInitScript(watchVersionAsks);
    await openComplaint(page);
    const text = page.getByRole('textbox', { name: /意见建议/ });
    await text.click();
    await text.pressSequentially('周六');
    const asked = await deployNewVersion(page);
    const before = seen.documents;
    await expect
      .poll(async () => {
        await becomeVisible(page);
        return asked.count;
      })
      .toBeGreaterThan(0);
    // The page has read the answer (a new build): the notice waits while the field has the focus,
    // at once and at its next look for a quiet moment (every 2 s, src/app/version-watch.tsx), which
    // the clock brings on now.
    await expect.poll(async () => (await versionWatch(page)).read).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: NOTICE })).toHaveCount(0);
    await page.clock.runFor(3_000);
    await text.pressSequentially('上午');
    await expect(page.getByRole('button', { name: NOTICE })).toHaveCount(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('button', { name: NOTICE })).toBeVisible({ timeout: 5_000 });
    expect(seen.documents).toBe(before);
    await expect(text).toHaveValue('周六上午');
  },
);
