import type { Page } from '@playwright/test';
import { expect, hashQuery, hashRoute, isServerMode, keepRatingPopupAway, resetEmulator, SCREENSHOTS, test } from './fixtures';

interface Emulator {
  startSession(opts: { userId?: string; mobile?: string }): { token: string; secret: string };
  setFaults(f: { error?: number; match?: string }): void;
  clearFaults(): void;
  advanceClock(ms: number): void;
}

// A 1x1 PNG and a GIF: real bytes, so the content check is what refuses or accepts them.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const advanceClock = (page: Page, ms: number) =>
  page.evaluate((m) => (window as unknown as { __owEmulator: Emulator }).__owEmulator.advanceClock(m), ms);
const setFaults = (page: Page, f: { error?: number; match?: string } | null) =>
  page.evaluate(async (faults) => {
    const e = (window as unknown as { __owEmulator: Emulator }).__owEmulator;
    if (faults) await e.setFaults(faults);
    else await e.clearFaults();
  }, f);

/** A logged-in citizen in this tab (the login journey itself belongs to the auth feature). */
async function startSession(page: Page, userId: string) {
  await page.evaluate(async (id) => {
    const { token, secret } = await (window as unknown as { __owEmulator: Emulator }).__owEmulator.startSession({
      userId: id,
      mobile: '13800138000',
    });
    window.sessionStorage.setItem('token', token);
    window.sessionStorage.setItem('secret', secret);
  }, userId);
}

async function openAt(page: Page, route: string, userId: string) {
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await startSession(page, userId);
  await page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
}

/** A photo far above 1 MB, drawn as noise so that it does not compress by itself. */
async function bigPhoto(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const img = ctx.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < img.data.length; i++) img.data[i] = (i * 2654435761) >>> 24;
    ctx.putImageData(img, 0, 0);
    const blob: Blob = await new Promise((r) => canvas.toBlob((b) => r(b as Blob), 'image/jpeg', 0.98));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  });
  return Buffer.from(b64, 'base64');
}

test('a 1-star rating with chips, text and two images is sent and seen in myComplaint with its images and the reply', async ({
  app: page,
}) => {
  await openAt(page, '/feedback', 'U-E2E-RATE');
  await expect(page.getByLabel(/联系方式/)).toHaveValue('13800138000');
  await page.getByRole('button', { name: '1星', exact: true }).click();
  await page.getByRole('button', { name: '功能故障' }).click();
  await page.getByRole('button', { name: '体验问题' }).click();
  await page.getByRole('textbox', { name: /问题描述/ }).fill('取号后叫号屏一直不显示我的号码，等了四十分钟。');
  const photo = await bigPhoto(page);
  expect(photo.length).toBeGreaterThan(1024 * 1024);
  await page.getByLabel('添加图片').setInputFiles([png('叫号屏.png'), { name: '现场照片.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  const thumbs = page.getByTestId('rating-image');
  await expect(thumbs).toHaveCount(2);
  await expect(thumbs.locator('img')).toHaveCount(2, { timeout: 20_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/rating-feedback-form.png`, fullPage: true });

  // The large photo went up compressed: the stored file is at most about 1 MB.
  const stored = await thumbs.nth(1).locator('img').getAttribute('src');
  const storedSize = await page.evaluate(async (url) => (await (await fetch(url as string)).arrayBuffer()).byteLength, stored);
  console.log(`photo ${photo.length} bytes uploaded as ${storedSize} bytes`);
  expect(storedSize).toBeLessThan(1.1 * 1024 * 1024);
  expect(storedSize).toBeLessThan(photo.length);

  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.getByRole('region', { name: '接下来' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rating-confirmation.png`, fullPage: true });
  await page.getByRole('button', { name: '我的投诉建议' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/myComplaint\?/);
  const card = page.getByRole('link', { name: /1星评价/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('问题类型：功能故障、体验问题')).toBeVisible();
  const images = card.locator('img');
  await expect(images).toHaveCount(2);
  // The images really load from the emulator's file store.
  await expect
    .poll(() => images.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  await page.screenshot({ path: `${SCREENSHOTS}/rating-my-complaint.png`, fullPage: true });

  await card.click();
  await expect(page.getByText('取号后叫号屏一直不显示我的号码，等了四十分钟。')).toBeVisible();
  await expect(page.getByText('处理中')).toBeVisible();
  // Staff answer on the emulator's clock.
  await advanceClock(page, 30 * 60_000);
  await page.reload();
  await expect(page.getByText('已回复')).toBeVisible();
  await expect(page.getByText(/您反映的功能故障,体验问题已收到/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rating-complaint-details.png`, fullPage: true });

  await page.getByRole('button', { name: '查看图片1' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/previewFile\?/);
  expect(hashQuery(page).get('fileUrl')).toMatch(/^\/gw\/oss\/files\/.+\.png$/);
});

test('wrong file types, a 9th image and 501 characters are refused with their messages', async ({ app: page }) => {
  await openAt(page, '/feedback', 'U-E2E-REFUSE');
  await page.getByRole('button', { name: '2星', exact: true }).click();
  const input = page.getByLabel('添加图片');

  await input.setInputFiles({ name: '动图.jpg', mimeType: 'image/jpeg', buffer: GIF });
  const typeNotice = page.getByText('只能上传JPG、JPEG、PNG格式的图片');
  await expect(typeNotice).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rating-wrong-type.png` });
  // Shown for 2 s.
  await expect(typeNotice).toBeHidden({ timeout: 4000 });
  await input.setInputFiles({ name: '材料.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await expect(typeNotice).toBeVisible();
  await expect(page.getByTestId('rating-image')).toHaveCount(0);

  await input.setInputFiles(Array.from({ length: 8 }, (_, i) => png(`照片${i + 1}.png`)));
  await expect(page.getByTestId('rating-image').locator('img')).toHaveCount(8);
  await expect(page.getByLabel('添加图片')).toHaveCount(0);
  await expect(page.getByText('8/8，支持JPG、JPEG、PNG')).toBeVisible();
  await page.getByRole('button', { name: '删除图片8' }).click();
  await expect(page.getByTestId('rating-image')).toHaveCount(7);
  await page.getByLabel('添加图片').setInputFiles([png('第八张.png'), png('第九张.png')]);
  await expect(page.getByText('最多上传8张图片')).toBeVisible();
  await expect(page.getByTestId('rating-image')).toHaveCount(8);

  const text = page.getByRole('textbox', { name: /问题描述/ });
  await text.fill('字'.repeat(500));
  await expect(page.getByText('500/500')).toBeVisible();
  await text.press('End');
  await text.pressSequentially('多');
  await expect(page.getByText('501/500')).toBeVisible();
  await expect(page.getByText('问题描述不能超过500字（已输入501字）')).toBeVisible();
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('提交成功')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/rating-too-long.png`, fullPage: true });
  await text.press('Backspace');
  await expect(page.getByText('500/500')).toBeVisible();
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
});

test('a failed submit keeps the form, and sending again works once', async ({ app: page }) => {
  await openAt(page, '/feedback', 'U-E2E-FAIL');
  await page.getByRole('button', { name: '2星', exact: true }).click();
  await page.getByRole('button', { name: '新功能建议' }).click();
  await page.getByRole('textbox', { name: /问题描述/ }).fill('希望增加周六上午的预约时段');
  await page.getByLabel('添加图片').setInputFiles(png('建议.png'));
  await expect(page.getByTestId('rating-image').locator('img')).toHaveCount(1);

  await setFaults(page, { error: 1, match: '/complaint/insert' });
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '提交失败' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /问题描述/ })).toHaveValue('希望增加周六上午的预约时段');
  await expect(page.getByRole('button', { name: '新功能建议' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('rating-image')).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOTS}/rating-submit-failed.png`, fullPage: true });

  // A reload keeps it too (session draft).
  await page.reload();
  await expect(page.getByRole('textbox', { name: /问题描述/ })).toHaveValue('希望增加周六上午的预约时段');
  await expect(page.getByTestId('rating-image').locator('img')).toHaveCount(1);

  await setFaults(page, null);
  const submit = page.getByRole('button', { name: '提交', exact: true });
  await submit.dblclick();
  await expect(page.getByText('提交成功')).toBeVisible();
  await page.getByRole('button', { name: '我的投诉建议' }).click();
  await expect(page.getByRole('link', { name: /2星评价/ })).toHaveCount(1);
});

test('the door-plate popup follows its frequency rules over a driven clock', { tag: '@static' }, async ({ app: page }) => {
  test.skip(
    isServerMode,
    "drives the page's clock 31 days ahead: the gateway server, as a real one, refuses requests signed 300 s off its clock",
  );
  const start = new Date('2026-11-22T09:00:00+08:00').getTime();
  await page.clock.install({ time: start });
  await page.goto('./#/home');
  await resetEmulator(page);
  await startSession(page, 'U-E2E-POP');
  await page.reload();
  await expect(page.getByText('便民服务')).toBeVisible();
  const title = page.getByText('请为数字门牌服务打分');

  // Rises after a moment on the door-plate, once.
  await expect(title).toHaveCount(0);
  await page.clock.runFor(2500);
  await expect(title).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rating-popup.png` });
  await page.getByRole('button', { name: '关闭评价' }).click();
  await expect(title).toHaveCount(0);

  // Not again in this session: other door-plate screens, back home, a reload.
  await page.evaluate(() => (window.location.hash = '#/governmentMap'));
  await page.clock.runFor(3000);
  await page.evaluate(() => (window.location.hash = '#/home'));
  await page.clock.runFor(3000);
  await expect(title).toHaveCount(0);
  await page.reload();
  await page.clock.runFor(3000);
  await expect(title).toHaveCount(0);

  // The 10-minute feedback prompt, counted from the start of the session.
  const prompt = page.getByText('您已使用数字门牌10分钟，欢迎提出意见和建议，帮助我们改进服务。');
  await page.clock.runFor(4 * 60_000);
  await expect(prompt).toHaveCount(0);
  await page.clock.runFor(6 * 60_000);
  await expect(prompt).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rating-feedback-prompt.png` });
  await page.getByRole('button', { name: '暂不' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await page.clock.runFor(11 * 60_000);
  await expect(prompt).toHaveCount(0);

  // A new session: the popup again; rating in it keeps it away for 30 days.
  const newSession = async (at: number) => {
    await page.clock.setSystemTime(at);
    await page.evaluate(() => window.sessionStorage.clear());
    await startSession(page, 'U-E2E-POP');
    await page.reload();
    await expect(page.getByText('便民服务')).toBeVisible();
    await page.clock.runFor(2500);
  };
  await newSession(start + 3600_000);
  await expect(title).toBeVisible();
  await expect(page.getByLabel(/联系方式/)).toHaveValue('13800138000');
  await page.getByRole('button', { name: '4星', exact: true }).click();
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('感谢您的评价！')).toBeVisible();
  await page.clock.runFor(2500);
  await expect(title).toHaveCount(0);

  await newSession(start + 3600_000 + 29 * 86_400_000);
  await expect(title).toHaveCount(0);
  await newSession(start + 3600_000 + 31 * 86_400_000);
  await expect(title).toBeVisible();
});

test('a session that expires while submitting: log in again and the filled form, image included, is back', async ({ app: page }) => {
  await openAt(page, '/feedback', 'U0001');
  await page.getByRole('button', { name: '1星', exact: true }).click();
  await page.getByRole('button', { name: '体验问题' }).click();
  await page.getByRole('textbox', { name: /问题描述/ }).fill('窗口工作人员中途离开二十分钟');
  await page.getByLabel('添加图片').setInputFiles(png('窗口.png'));
  await expect(page.getByTestId('rating-image').locator('img')).toHaveCount(1);

  await page.evaluate(() => (window as unknown as { __owEmulator: { expireSessions(): void } }).__owEmulator.expireSessions());
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('您的登录状态已过期，请重新登录').first()).toBeVisible();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/login\?/);
  expect(hashQuery(page).get('redirect')).toMatch(/^\/feedback/);

  await page.getByLabel('手机号').fill('13800138000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill((await page.getByTestId('demo-sms-code').textContent()) ?? '');
  await page.getByText('我已阅读并同意《用户服务协议》和《隐私政策》').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect.poll(() => hashRoute(page)).toMatch(/^\/feedback\?/);
  await expect(page.getByRole('textbox', { name: /问题描述/ })).toHaveValue('窗口工作人员中途离开二十分钟');
  await expect(page.getByRole('button', { name: '体验问题' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('rating-image').locator('img')).toHaveCount(1);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await page.getByRole('button', { name: '我的投诉建议' }).click();
  await expect(page.getByRole('link', { name: /1星评价/ }).locator('img')).toHaveCount(1);
});

test('a bad 好差评 needs a tag or a reason, and the answer arrives in feedbackMe', async ({ app: page }) => {
  await openAt(page, '/evaluation', 'U-E2E-EVAL');
  await page.getByRole('link', { name: /^待评价/ }).click();
  const first = page.getByRole('article').first();
  const matter = await first.getAttribute('aria-label');
  expect(matter).toBeTruthy();
  await first.getByRole('link', { name: /^评价/ }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/evaluationPage\?/);
  await page.getByRole('button', { name: '非常不满意' }).click();
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('差评请选择问题标签或填写原因')).toBeVisible();
  await page.getByRole('button', { name: '办事效率低' }).click();
  await page.getByRole('textbox', { name: /差评原因/ }).fill('同一份材料让我交了两次');
  await page.screenshot({ path: `${SCREENSHOTS}/rating-evaluation-form.png`, fullPage: true });
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/watchEvaluated\?/);
  await expect(page.getByText('评价标签：办事效率低')).toBeVisible();

  await advanceClock(page, 30 * 60_000);
  await page.evaluate(() => (window.location.hash = '#/feedbackMe'));
  const reply = page.getByRole('link', { name: new RegExp(`^好差评：${matter ?? ''}`) });
  await expect(reply).toBeVisible();
  await expect(reply.getByText(/我们已约谈.*工作人员并整改/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rating-feedback-me.png`, fullPage: true });
  await reply.click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/watchEvaluated\?/);
  await expect(page.getByText('同一份材料让我交了两次')).toBeVisible();
});

test("the phone's Back on a form with unsaved choices asks first; staying keeps them", async ({ app: page }) => {
  await openAt(page, '/home', 'U-E2E-BACK');
  await expect(page.getByText('便民服务')).toBeVisible();
  await page.getByRole('link', { name: /投诉建议/ }).click();
  await expect(page).toHaveURL(/#\/complaint\?/);
  const visit = page.getByRole('radio', { name: /^办结 · / }).first();
  await visit.check();

  await page.goBack();
  const dialog = page.getByRole('dialog').filter({ hasText: '填写的内容尚未提交' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '继续填写' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/complaint\?/);
  await expect(visit).toBeChecked();

  // Asked again, and leaving goes where Back goes.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '离开' }).click();
  await expect(page).toHaveURL(/#\/home\?/);
  await expect(page.getByText('便民服务')).toBeVisible();
});

test('the title-bar back on a form with unsaved choices asks, and leaving lands where the user came from', async ({ app: page }) => {
  await openAt(page, '/home', 'U-E2E-BACK2');
  await expect(page.getByText('便民服务')).toBeVisible();
  await page.getByRole('link', { name: /投诉建议/ }).click();
  await page
    .getByRole('radio', { name: /^办结 · / })
    .first()
    .check();
  await page.getByText('返回', { exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '填写的内容尚未提交' });
  await dialog.getByRole('button', { name: '离开' }).click();
  await expect(page).toHaveURL(/#\/home\?/);
  // One Back step per page: nothing of the form is left in the history in front of home.
  await page.goBack();
  await expect(page).not.toHaveURL(/#\/complaint/);
});
