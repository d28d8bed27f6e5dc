import { noSeriousAxe } from './axe';
import { expect, hashRoute, resetEmulator, test } from './fixtures';
import { advanceClock } from './support/emulator';
import { go, logInThroughLoginPage, verifyRealName } from './support/pages';

// Screenshots for people to look at, kept out of the repository.
const SHOTS = 'test-results/me';

test('a citizen shows a certificate with only chosen items; a fresh code passes, an expired one fails; the watermarked copy opens', async ({
  app: page,
}) => {
  // The Screen Wake Lock, recorded (headless Chromium grants none by itself).
  await page.addInitScript(() => {
    const w = window as unknown as { __wake: string[] };
    w.__wake = [];
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          w.__wake.push(`request ${type}`);
          return Promise.resolve({ release: () => Promise.resolve(void w.__wake.push('release')) });
        },
      },
    });
  });
  await logInThroughLoginPage(page);
  // Certificates are found through the verified identity.
  await go(page, '/certificate');
  await expect(page.getByText('完成实名认证后可查看电子证照')).toBeVisible();
  await page.getByRole('link', { name: '去实名认证' }).click();
  await verifyRealName(page);

  await go(page, '/certificate');
  await expect(page.getByRole('link', { name: /^营业执照（法定代表人）/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certificate-cards.png`, fullPage: true });
  await page.getByRole('link', { name: '居民身份证，张三，查看与亮证' }).click();

  // 亮证: choose, check the answers, then the code.
  await page.getByRole('button', { name: '亮证' }).click();
  const choose = page.getByRole('region', { name: '选择要出示的信息' });
  await choose.getByText('姓名', { exact: true }).click();
  await choose.getByText('年满18周岁', { exact: true }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('核验方扫码后将看到以下信息')).toBeVisible();
  await page.getByRole('button', { name: '确认出示' }).click();
  const qr = page.getByTestId('certificate-qr');
  await expect(page.getByRole('img', { name: '居民身份证核验二维码' })).toBeVisible();
  await expect(page.getByText(/二维码 \d+ 秒后自动刷新/)).toBeVisible();
  const code = (await qr.getAttribute('data-code'))!;
  expect(code).toMatch(/^OWC1\./);
  // Over the whole screen, its title focused, and the screen kept on while it shows.
  const showing = await page.getByTestId('certificate-showing').boundingBox();
  const viewport = page.viewportSize()!;
  expect(showing).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  await expect(page.getByRole('heading', { name: '正在出示：居民身份证' })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __wake: string[] }).__wake)).toEqual(['request screen']);
  await page.screenshot({ path: `${SHOTS}/certificate-showing.png` });

  // A hall window verifies the fresh code: only the chosen item.
  await go(page, '/certificate');
  // Leaving the showing lets the screen sleep again.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __wake: string[] }).__wake)).toEqual(['request screen', 'release']);
  await page.getByLabel('核验码').fill(code);
  await page.getByLabel('核验单位（选填）').fill('和平区政务服务中心3号窗口');
  await page.getByRole('button', { name: '核验', exact: true }).click();
  const result = page.getByTestId('verify-result');
  await expect(result.getByText('核验通过')).toBeVisible();
  await expect(result.getByText('年满18周岁')).toBeVisible();
  await expect(result).not.toContainText('张三');
  await expect(result).not.toContainText('1990');

  // The same code a minute later on the emulator's clock fails.
  await advanceClock(page, 61_000);
  await page.getByRole('button', { name: '核验', exact: true }).click();
  await expect(result.getByText('核验未通过')).toBeVisible();
  await expect(result.getByText('核验码已过期，请持证人刷新后重新出示')).toBeVisible();

  // The holder sees both attempts, then opens a watermarked copy.
  await page.getByRole('link', { name: '居民身份证，张三，查看与亮证' }).click();
  await expect(page.getByText('核验：核验码已过期，请持证人刷新后重新出示')).toBeVisible();
  await expect(page.getByText(/^核验：核验通过，查看了年满18周岁/)).toBeVisible();
  await page.getByLabel('副本用途').fill('办理居住证');
  await page.getByRole('button', { name: '生成并查看副本' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/previewFile/);
  await expect(page.getByText(/水印：仅供办理居住证使用 · \d{4}-\d{2}-\d{2}/)).toBeVisible();
  const image = page.getByRole('img', { name: /居民身份证副本/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/certificate-copy.png`, fullPage: true });
});

test('the home entries are reordered by dragging and home follows', async ({ app: page }) => {
  await logInThroughLoginPage(page);
  await go(page, '/swipeEditor');
  const rows = page.getByRole('list', { name: '首页服务顺序' }).getByRole('listitem');
  await expect(rows.first()).toContainText('找大厅');
  const third = (await rows.nth(2).textContent())!.replace(/上移|下移|移除|≡/g, '');

  // Drag the third entry's handle above the first.
  const handle = rows.nth(2).getByText('≡');
  const from = (await handle.boundingBox())!;
  const to = (await rows.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 8 });
  await page.mouse.up();
  await expect(rows.first()).toContainText(third);
  await page.getByRole('button', { name: '移除找大厅' }).click();
  await page.screenshot({ path: `${SHOTS}/swipe-editor.png`, fullPage: true });
  await page.getByRole('button', { name: '保存' }).click();

  await expect.poll(() => hashRoute(page)).toMatch(/^\/home/);
  const grid = page.getByRole('region', { name: '便民服务' });
  await expect(grid.getByRole('link').nth(2)).toHaveText(third);
  await expect(grid.getByRole('link', { name: '找大厅' })).toHaveCount(0);
  // Kept by the emulator: a reload shows the same order.
  await page.reload();
  await expect(page.getByRole('region', { name: '便民服务' }).getByRole('link').nth(2)).toHaveText(third);
});

test('redirect goes to an in-app page with the area, and refuses an outside target', async ({ app: page }) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await go(page, `/redirect?to=${encodeURIComponent('/introduce')}&fixedArea=120101&rootArea=120000&sys=home`);
  await expect.poll(() => hashRoute(page)).toMatch(/^\/introduce\?.*fixedArea=120101/);
  await expect(page.getByRole('heading', { name: '一窗受理 · 政务服务数字门牌' })).toBeVisible();

  for (const outside of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
    await go(page, `/redirect?to=${encodeURIComponent(outside)}&fixedArea=120101&rootArea=120000&sys=home`);
    await expect.poll(() => hashRoute(page)).toMatch(/^\/home\?.*fixedArea=120101/);
    await expect(page.getByText('跳转地址不是本应用的页面，已为您打开首页').first()).toBeVisible();
    expect(new URL(page.url()).host).toMatch(/^127\.0\.0\.1:/);
  }
});

test('a citizen collects a guide, finds it in 我的收藏, and removes it after confirming', async ({ app: page }) => {
  await logInThroughLoginPage(page);
  await go(page, '/guidelines?matterId=M12010100&fixedArea=120101&rootArea=120000&sys=home');
  await expect(page.getByText('社会保障卡申领', { exact: true }).first()).toBeVisible();
  const collect = page.getByRole('button', { name: '收藏该办事指南' });
  await collect.click();
  await expect(page.getByRole('button', { name: '已收藏该办事指南，点按取消收藏' })).toHaveAttribute('aria-pressed', 'true');

  // 我的 → 我的收藏.
  await go(page, '/mine?fixedArea=120101&rootArea=120000&sys=home');
  await page.getByRole('link', { name: '我的收藏' }).first().click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/mySettingsCollection/);
  const list = page.getByRole('region', { name: '收藏列表' });
  await expect(list.getByRole('link', { name: '社会保障卡申领办事指南' })).toBeVisible();
  // The toast of the guide page (已收藏…) fades out first: axe reads the page, not a half-transparent toast.
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/collection.png`, fullPage: true });
  await noSeriousAxe(page);

  // The link opens the guide.
  await list.getByRole('link', { name: '社会保障卡申领办事指南' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/guidelines\?matterId=M12010100/);
  await page.goBack();
  await expect(list.getByRole('link', { name: '社会保障卡申领办事指南' })).toBeVisible();

  // Remove: declining keeps it, confirming removes it, and the guide says so too.
  await list.getByRole('button', { name: '取消收藏社会保障卡申领办事指南' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保留' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(list.getByRole('link', { name: '社会保障卡申领办事指南' })).toBeVisible();
  await list.getByRole('button', { name: '取消收藏社会保障卡申领办事指南' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消收藏' }).click();
  await expect(page.getByText('还没有收藏')).toBeVisible();
  await page.reload();
  await expect(page.getByText('还没有收藏')).toBeVisible();
  await go(page, '/guidelines?matterId=M12010100&fixedArea=120101&rootArea=120000&sys=home');
  await expect(page.getByRole('button', { name: '收藏该办事指南' })).toHaveAttribute('aria-pressed', 'false');
});

test('notice preferences are kept for the account: a switch turned off reads back after a reload', async ({ app: page }) => {
  await logInThroughLoginPage(page);
  await go(page, '/mySettingsPage');
  const notices = page.getByRole('region', { name: '消息通知' });
  const reminder = notices.getByRole('switch', { name: /预约提醒/ });
  await expect(reminder).toBeChecked();
  await reminder.click();
  await expect(notices.getByText('已关闭预约提醒通知')).toBeVisible();
  await noSeriousAxe(page);
  await page.reload();
  await expect(page.getByRole('region', { name: '消息通知' }).getByRole('switch', { name: /预约提醒/ })).not.toBeChecked();
  await expect(page.getByRole('region', { name: '消息通知' }).getByRole('switch', { name: /排队叫号/ })).toBeChecked();
});
