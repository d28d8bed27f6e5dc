import type { Page, Route } from '@playwright/test';
import { expect, keepRatingPopupAway, resetEmulator, test } from './fixtures';

// A redeploy breaks nobody (issue 35, docs/deploy.md "A redeploy"): a chunk the new deployment no
// longer has reloads the page once, keeping what was typed; a new version.json brings the notice.

interface Emulator {
  startSession(opts: { userId?: string; mobile?: string }): { token: string; secret: string } | Promise<{ token: string; secret: string }>;
}

const NOTICE = '发现新版本，点击刷新';
const TYPED = '周六上午的窗口能否多开一个';

/** The complaint form of a logged-in citizen (a form whose draft the app keeps). */
async function openComplaint(page: Page) {
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await page.evaluate(async () => {
    const { token, secret } = await (window as unknown as { __owEmulator: Emulator }).__owEmulator.startSession({
      userId: 'U-E2E-REDEPLOY',
      mobile: '13800138000',
    });
    window.sessionStorage.setItem('token', token);
    window.sessionStorage.setItem('secret', secret);
  });
  await page.evaluate(() => {
    window.location.hash = '#/complaint';
  });
  await expect(page.getByRole('textbox', { name: /意见建议/ })).toBeVisible();
}

/** Goes to 我的投诉建议, whose chunk the tests remove, as a link does. */
async function openMyComplaints(page: Page) {
  await page.evaluate(() => {
    window.location.hash = '#/myComplaint';
  });
}

/** Back on the form, as its link does: it opens with its draft. */
async function openComplaintAgain(page: Page) {
  await page.evaluate(() => {
    window.location.hash = '#/complaint';
  });
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
    await openComplaint(page);
    await page.getByRole('textbox', { name: /意见建议/ }).fill(TYPED);
    const before = seen.documents;

    await openMyComplaints(page);
    await expect(page.getByText('页面加载失败，请检查网络后重试')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    // A few seconds more: no further reload.
    await page.waitForTimeout(3_000);
    expect(seen.documents - before).toBe(1);
    expect(gone.count).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('页面加载失败，请检查网络后重试')).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(seen.documents - before).toBe(1);
    await openComplaintAgain(page);
    await expect(page.getByRole('textbox', { name: /意见建议/ })).toHaveValue(TYPED);
  },
);

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

/** The tab comes back to the front (what a user does after switching apps). */
const becomeVisible = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test(
  'a new version.json brings the notice; a tap reloads, and the first page never asked for it',
  { tag: '@static' },
  async ({ app: page }) => {
    const versionRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/version\.json/.test(r.url())) versionRequests.push(r.url());
    });
    const seen = countDocuments(page);
    await page.goto('./#/home');
    await keepRatingPopupAway(page);
    await expect(page.getByRole('heading', { level: 1, name: '一窗受理 · 政务服务' })).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500);
    expect(versionRequests, 'nothing asked on the way to the first page').toEqual([]);

    const asked = await deployNewVersion(page);
    const notice = page.getByRole('button', { name: NOTICE });
    await expect
      .poll(async () => {
        await becomeVisible(page);
        return asked.count;
      })
      .toBeGreaterThan(0);
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
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('button', { name: NOTICE })).toHaveCount(0);
    await text.pressSequentially('上午');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('button', { name: NOTICE })).toBeVisible({ timeout: 5_000 });
    expect(seen.documents).toBe(before);
    await expect(text).toHaveValue('周六上午');
  },
);
