import { emulatorReady, expect, hashQuery, hashRoute, resetEmulator, SCREENSHOTS, test } from './fixtures';
import { advanceClock, emulator } from './support/emulator';
import { go } from './support/pages';

test(
  'a citizen opens the app, walks three routes with the area kept, and comes back to a kept-alive page',
  { tag: '@static' },
  async ({ app: page }) => {
    await page.goto('./#/');
    await resetEmulator(page);
    // `/` goes to the remembered system (home by default) with the area parameters.
    await expect(page).toHaveURL(/#\/home\?/);
    expect(Object.fromEntries(hashQuery(page))).toMatchObject({ fixedArea: '120100', rootArea: '120000', sys: 'home' });
    await expect(page.getByText('天津市政务服务中心', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /找大厅/ })).toBeVisible();
    await expect(page.getByText('通知公告')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/home.png`, fullPage: true });
    // `npm run screenshot:readme` refreshes the one committed picture, the README's.
    if (process.env.README_SCREENSHOT) await page.screenshot({ path: 'docs/images/home.png' });

    // 1: the kept-alive hall finder, where the user filters and scrolls.
    await page.getByRole('link', { name: /找大厅/ }).click();
    await expect(page).toHaveURL(/#\/findTheLobby\?/);
    expect(hashQuery(page).get('fixedArea')).toBe('120100');
    await page.getByText('滨海新区', { exact: true }).click();
    await page.getByPlaceholder('搜索大厅名称或地址').fill('滨海');
    await expect(page.getByText('滨海新区政务服务中心')).toBeVisible();

    // 2: a hall's page via the list.
    await page.getByText('滨海新区政务服务中心').click();
    await expect(page).toHaveURL(/#\/lntroductionhall\?/);
    expect(Object.fromEntries(hashQuery(page))).toMatchObject({ fixedArea: '120100', rootArea: '120000', sys: 'home' });

    // 3: a raw link without parameters gets them too.
    await go(page, '/search');
    await expect(page).toHaveURL(/#\/search\?.*fixedArea=120100/);

    // Back, back: the hall finder still has its filter and keyword, without a reload.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/#\/findTheLobby\?/);
    await expect(page.getByPlaceholder('搜索大厅名称或地址')).toHaveValue('滨海');
    await expect(page.getByText('滨海新区政务服务中心')).toBeVisible();
    expect(hashRoute(page)).toContain('rootArea=120000');
  },
);

test('an automated browser without the test flag sees the not-found page', { tag: '@static' }, async ({ page }) => {
  await page.goto('./#/home');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  await expect(page.getByText('通知公告')).toHaveCount(0);
});

test('the emulator keeps its state across a reload', { tag: '@static' }, async ({ app: page }) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await advanceClock(page, 3_600_000);
  const before = await emulator(page, (e) => e.now());
  await page.reload();
  await emulatorReady(page);
  const after = await emulator(page, (e) => e.now());
  // The driven clock (an hour ahead) survived the reload.
  expect(after).toBeGreaterThanOrEqual(before);
  expect(after).toBeGreaterThan(Date.now() + 3_000_000);
});

test('a kept-alive page comes back at the scroll position the citizen left it', { tag: '@static' }, async ({ app: page }) => {
  await page.goto('./#/findTheLobby');
  await resetEmulator(page);
  await expect(page).toHaveURL(/#\/findTheLobby\?.*fixedArea=/);
  await expect(page.getByText('天津市政务服务中心')).toBeVisible();
  const body = page.getByTestId('page-body');
  await body.evaluate((el) => el.scrollTo(0, 900));
  await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(800);
  const top = await body.evaluate((el) => el.scrollTop);

  // Leave without a click (a click would first scroll its target into view).
  await go(page, '/lntroductionhall?hallId=H1201000');
  // Once the router has added the area parameters (a replace that must not race the Back).
  await expect(page).toHaveURL(/#\/lntroductionhall\?.*fixedArea=/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/findTheLobby\?/);
  await expect
    .poll(() =>
      page
        .getByTestId('page-body')
        .first()
        .evaluate((el) => el.scrollTop),
    )
    .toBe(top);
});
