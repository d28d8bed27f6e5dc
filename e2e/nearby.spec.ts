import { expect, hashQuery, resetEmulator, SCREENSHOTS, test } from './fixtures';

// Near the Heping district hall in Tianjin.
const HERE = { latitude: 39.125, longitude: 117.19 };

function kilometres(text: string): number {
  const m = /距您([\d.]+)(米|公里)/.exec(text);
  if (!m) throw new Error(`no distance in ${text}`);
  return m[2] === '米' ? Number(m[1]) / 1000 : Number(m[1]);
}

test('a citizen allows location and sees the halls near them, nearest first, and opens one', async ({ app: page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  await page.goto('./#/nearby');
  await resetEmulator(page);
  await expect(page.getByText('附近大厅', { exact: true })).toBeVisible();
  await expect(page.getByText(/^20公里内共\d+个大厅，按距离由近到远$/)).toBeVisible();
  await expect(page.getByText('和平区政务服务中心')).toBeVisible();
  const distances = (await page.getByText(/^距您/).allTextContents()).map(kilometres);
  expect(distances.length).toBeGreaterThan(1);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances.at(-1)).toBeLessThanOrEqual(20);
  await page.screenshot({ path: `${SCREENSHOTS}/nearby.png`, fullPage: true });

  // The nearest hall's row opens its page.
  // The whole row is one button named by the hall (the distance text lies under its stretched area).
  await page
    .getByRole('button', { name: /服务中心|服务大厅|服务站/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/lntroductionhall\?/);
  expect(hashQuery(page).get('hallId')).toMatch(/^H\d+$/);
  expect(hashQuery(page).get('fixedArea')).toBe('120100');
});

test('without location permission the page says 经纬度获取失败 and offers the area finder', async ({ app: page, context }) => {
  await context.clearPermissions();
  await page.goto('./#/nearby');
  await resetEmulator(page);
  const alert = page.getByRole('alert');
  await expect(alert.getByText('经纬度获取失败').first()).toBeVisible();
  // The toast says it too (docs/spec-rules.md section 8), and screen readers hear it.
  await expect(page.getByText('经纬度获取失败').first()).toBeVisible();
  await expect(page.locator('#ow-live')).toHaveText('经纬度获取失败');
  await expect(alert.getByRole('button', { name: '重新定位' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/nearby-denied.png`, fullPage: true });

  // Allowed now: retry lists the halls.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  await alert.getByRole('button', { name: '重新定位' }).click();
  await expect(page.getByText('和平区政务服务中心')).toBeVisible();

  await page.goto('./#/nearby');
  await context.clearPermissions();
  await page.reload();
  // Once the denied state has settled (a click during the locating render can miss the link).
  await expect(page.getByRole('alert').getByText('经纬度获取失败').first()).toBeVisible();
  await page.getByRole('alert').getByRole('link', { name: '按区域查找大厅' }).click();
  await expect(page).toHaveURL(/#\/findTheLobby\?.*fixedArea=120100/);
});
