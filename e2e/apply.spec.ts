import type { Page } from '@playwright/test';
import { expect, hashRoute, keepRatingPopupAway, resetEmulator, SCREENSHOTS, test } from './fixtures';
import { advanceClock, expireSessions, logIn } from './support/emulator';
import { go, submitSmsLogin } from './support/pages';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const MINUTE = 60_000;

/** A PNG header (800 x 600) followed by `padding` bytes: a legible page, or (tiny) an unreadable one. */
function png(name: string, padding: number) {
  const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  const ihdr = [...be32(13), 0x49, 0x48, 0x44, 0x52, ...be32(800), ...be32(600), 8, 6, 0, 0, 0, 0, 0, 0, 0];
  const bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...new Array<number>(padding).fill(7)];
  return { name, mimeType: 'image/png', buffer: Buffer.from(bytes) };
}

async function start(page: Page, route: string) {
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await logIn(page);
  await go(page, route);
}

async function fillUpToMaterials(page: Page) {
  await page.getByLabel('申请人姓名').fill('刘桂兰');
  await page.getByLabel('身份证号').fill('12010319600918132X');
  await expect(page.getByLabel('联系电话')).toHaveValue('13800138000');
  await page.getByRole('button', { name: '下一步：填写表单' }).click();
  await page.getByLabel('申请事由').fill('首次参加城乡居民养老保险');
  await page.getByRole('radio', { name: '窗口领取' }).check();
  await page.getByRole('button', { name: '下一步：上传材料' }).click();
}

test('find a matter, apply online with materials, follow the case through 补正 to 办结 and its notice', async ({ app: page }) => {
  test.setTimeout(120_000);
  await start(page, `/search?${AREA}`);
  await page.getByRole('searchbox').first().fill('城乡居民养老保险');
  await page.keyboard.press('Enter');
  await page
    .getByRole('link', { name: /城乡居民养老保险参保登记/ })
    .first()
    .click();
  await page.getByRole('link', { name: '网上办理' }).click();
  await expect(page.getByRole('heading', { name: '谁可以申请' })).toBeVisible();
  await page.getByRole('link', { name: '开始申报' }).click();

  await fillUpToMaterials(page);
  await page.getByLabel('上传居民身份证').setInputFiles(png('id-card.png', 8000));
  await page.getByLabel('上传居民户口簿').setInputFiles(png('hukou.png', 20));
  await expect(page.getByRole('img', { name: '居民身份证第1页' })).toBeVisible();
  await expect(page.getByRole('img', { name: '居民户口簿第1页' })).toBeVisible();
  await page.getByRole('button', { name: '下一步：核对信息' }).click();

  // The phone's back button steps back to the materials, as they were left, and forward again.
  await expect(page.getByText('首次参加城乡居民养老保险')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('img', { name: '居民户口簿第1页' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下一步：核对信息' })).toBeVisible();
  await page.goForward();
  // Check your answers survives a reload (the draft), then one case for three taps.
  await expect(page.getByText('首次参加城乡居民养老保险')).toBeVisible();
  await page.reload();
  await expect(page.getByText('首次参加城乡居民养老保险')).toBeVisible();
  await page.getByText('本人承诺所填信息和所交材料真实有效').click();
  await page.screenshot({ path: `${SCREENSHOTS}/apply-review.png`, fullPage: true });
  const send = page.getByRole('button', { name: '确认提交' });
  await send.evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
    b.click();
  });
  await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
  const caseNo = (await page.getByText(/^TJ\d{14}$/).textContent())!;

  await page.getByRole('link', { name: '我的办件' }).click();
  const row = page.getByRole('listitem').filter({ hasText: caseNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('预审中')).toBeVisible();

  // The emulator's staff return the unreadable 户口簿 on its clock.
  await advanceClock(page, 30 * MINUTE);
  await row.getByRole('link', { name: '城乡居民养老保险参保登记' }).click();
  await expect(page.getByText('待补正')).toBeVisible();
  await page.getByRole('link', { name: '去补正材料' }).first().click();
  await expect(page.getByRole('heading', { name: '补正材料通知书' })).toBeVisible();
  await expect(page.getByText(/居民户口簿：图片过小或不清晰/).first()).toBeVisible();
  await page.getByLabel('上传居民户口簿').setInputFiles(png('hukou-clear.png', 9000));
  await expect(page.getByRole('img', { name: '居民户口簿第1页' })).toBeVisible();
  await page.getByRole('button', { name: '提交补正材料' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/timeInfolistDetail\?/);
  await expect(page.getByRole('heading', { name: '已补正材料' })).toBeVisible();

  await advanceClock(page, 30 * MINUTE + 60 * MINUTE + 180 * MINUTE);
  await page.getByRole('link', { name: '办件信息' }).click();
  await expect(page.getByText('已办结')).toBeVisible();
  await page.getByRole('link', { name: '受理通知书' }).click();
  await expect(page.getByText(/决定予以受理/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/apply-notice.png`, fullPage: true });
});

test('the draft survives an expired session: login, back on the application, every answer there', async ({ app: page }) => {
  await start(page, `/application?matterId=M12010001&${AREA}`);
  await fillUpToMaterials(page);
  await page.getByLabel('上传居民身份证').setInputFiles(png('id-card.png', 8000));
  await page.getByLabel('上传居民户口簿').setInputFiles(png('hukou.png', 8000));
  await expect(page.getByRole('img', { name: '居民户口簿第1页' })).toBeVisible();
  await page.getByRole('button', { name: '下一步：核对信息' }).click();
  await page.getByText('本人承诺所填信息和所交材料真实有效').click();
  await expireSessions(page);
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/login\?/);
  await submitSmsLogin(page);
  await expect.poll(() => hashRoute(page)).toMatch(/^\/application\?/);
  await expect(page.getByText('首次参加城乡居民养老保险')).toBeVisible();
  await expect(page.getByText('刘桂兰')).toBeVisible();
  // Kept alive: the page is the same one, its confirmation may still be ticked.
  const submit = page.getByRole('button', { name: '确认提交' });
  if (!(await submit.isEnabled())) await page.getByText('本人承诺所填信息和所交材料真实有效').click();
  await submit.click();
  await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
});
