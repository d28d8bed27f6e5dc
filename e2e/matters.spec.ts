import { noSeriousAxe } from './axe';
import { expect, hashQuery, hashRoute, resetEmulator, test } from './fixtures';
import { logIn } from './support/emulator';
import { go, verifyRealName } from './support/pages';

const body = '[data-testid="page-body"]';

test('a citizen searches 社保卡, reads the guide, opens a sample, comes back to the same place and reserves', async ({ app: page }) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await logIn(page);

  // The home search bar leads to the search page.
  await page.getByRole('search', { name: '搜索' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/search\?/);
  await page.getByLabel('搜索事项、大厅、办事指南').fill('社保卡');
  await page.getByLabel('搜索事项、大厅、办事指南').press('Enter');
  await expect.poll(() => hashQuery(page).get('q')).toBe('社保卡');
  const first = page.getByRole('list', { name: '事项' }).getByRole('link').first();
  await expect(first).toContainText('社会保障卡申领');
  await expect(first.locator('mark').first()).toBeVisible();
  await first.click();

  await expect.poll(() => hashRoute(page)).toMatch(/^\/guidelines\?/);
  const matterId = hashQuery(page).get('matterId');
  expect(matterId).toMatch(/^M\d{6}00$/);
  await expect(page.getByRole('heading', { level: 2, name: '申请材料' })).toBeVisible();

  // Scroll to the sample of the application form and open it.
  const sample = page.getByRole('link', { name: '查看样表：社会保障卡申领登记表' });
  await sample.scrollIntoViewIfNeeded();
  const scrolled = await page.locator(body).evaluate((el) => el.scrollTop);
  expect(scrolled).toBeGreaterThan(100);
  await sample.click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/previewFile\?/);
  expect(hashQuery(page).get('fileUrl')).toBe('/docs/申请表样表.docx');
  await expect(page.getByText('文件预览').first()).toBeVisible();

  // Back: the guide is where the citizen left it.
  await page.goBack();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/guidelines\?/);
  await expect(sample).toBeVisible();
  await expect.poll(() => page.locator(body).evaluate((el) => el.scrollTop)).toBeGreaterThan(scrolled - 5);
  expect(Math.abs((await page.locator(body).evaluate((el) => el.scrollTop)) - scrolled)).toBeLessThanOrEqual(5);

  // 预约办理, 在线取号 and 网上办理 stay on screen wherever the guide is read: at the end too.
  const act = page.getByRole('group', { name: '办理这个事项' });
  await page.getByRole('heading', { level: 2, name: '版本信息' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: '版本信息' })).toBeInViewport();
  await expect(act.getByRole('link', { name: '在线取号' })).toBeInViewport();
  await expect(act.getByRole('link', { name: '网上办理' })).toBeInViewport();
  // 预约办理 carries the matter to the reservation route.
  await expect(act.getByRole('link', { name: '预约办理' })).toBeInViewport({ ratio: 1 });
  await act.getByRole('link', { name: '预约办理' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/reserve\?/);
  expect(hashQuery(page).get('matterId')).toBe(matterId);
});

test('in elder mode at 320 px the matter pages wrap without horizontal scrolling', async ({ app: page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('./#/home');
  await resetEmulator(page);
  for (const [route, ready] of [
    ['/guidelines?matterId=M12010136', '申请材料'],
    ['/gotoHandle', '已显示'],
    ['/understandCard?matterId=M12010100', '要带什么'],
    ['/search?q=%E8%80%81%E5%B9%B4%E5%8D%A1', '事项（'],
  ] as const) {
    await page.evaluate((r) => {
      document.documentElement.classList.add('ow-elder');
      window.location.hash = `#${r}`;
    }, route);
    await expect(page.getByText(ready).first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      view: window.innerWidth,
      body: document.querySelector('[data-testid="page-body"]')?.scrollWidth ?? 0,
    }));
    expect(widths.doc, route).toBeLessThanOrEqual(widths.view);
    expect(widths.body, route).toBeLessThanOrEqual(widths.view);
  }
});

test('a verified citizen sees their e-certificates ticked on the checklist and saves the checklist as a picture', async ({ app: page }) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await logIn(page);
  // Before verification the guide points to 实名认证, which is where the certificates come from.
  await go(page, '/guidelines?matterId=M12010103&fixedArea=120101&rootArea=120000&sys=home');
  await page.getByRole('link', { name: '实名认证' }).click();
  await verifyRealName(page);

  await go(page, '/guidelines?matterId=M12010103&fixedArea=120101&rootArea=120000&sys=home');
  await expect(page.getByRole('checkbox', { name: '“居民身份证”电子证照已有' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '“居民户口簿”电子证照已有' })).toBeChecked();
  await expect(page.getByText('我的材料清单：必要材料已备齐 2/2 项（其中2项电子证照已有），可以去办理了')).toBeVisible();

  await page.getByRole('button', { name: '生成清单图片' }).click();
  const picture = page.getByRole('figure', { name: '材料清单图片' });
  const img = picture.getByRole('img');
  await expect(img).toHaveAttribute('alt', /我的材料清单：必要材料已备齐 2\/2 项，可以去办理了。已备齐：居民身份证、居民户口簿$/);
  // A real drawing: 750 px wide, tall enough for its lines.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight > 400])).toEqual([750, true]);
  await page.screenshot({ path: 'test-results/matters/checklist-picture.png', fullPage: true });
  await noSeriousAxe(page);
  const download = page.waitForEvent('download');
  await picture.getByRole('link', { name: '保存图片' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-材料清单\.png$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(1, 4).toString()).toBe('PNG');
});
