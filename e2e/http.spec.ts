import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, gotoWithFaults, resetEmulator, SCREENSHOTS, test } from './fixtures';
import { clearFaults, logIn } from './support/emulator';
import { go } from './support/pages';

const emulator = (page: Page) => page.evaluate(() => Boolean((window as unknown as { __owEmulator?: unknown }).__owEmulator));

test('a request changed after signing is refused by the emulator and the citizen sees 请求签名错误', async ({ app: page }) => {
  // Tampering below the client: after the interceptor signed, change a query parameter of one
  // call (as the URL is opened) and a signed header of another (as it is set).
  await page.addInitScript(() => {
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      const href = String(url);
      const changed = href.includes('/matter/anon/hot') ? href.replace(/size=\d+/, 'size=60') : href;
      (this as unknown as { __owUrl: string }).__owUrl = changed;
      return (open as (...a: unknown[]) => void).call(this, method, changed, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
    const setHeader = XMLHttpRequest.prototype.setRequestHeader;
    XMLHttpRequest.prototype.setRequestHeader = function (this: XMLHttpRequest, name: string, value: string) {
      const url = (this as unknown as { __owUrl?: string }).__owUrl ?? '';
      const forged =
        url.includes('/notice/anon/list') && name.toLowerCase() === 'sign' ? value.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) : value;
      return setHeader.call(this, name, forged);
    };
  });
  await page.goto('./#/home');
  await expect.poll(() => emulator(page)).toBe(true);
  await resetEmulator(page);

  const hot = page.locator('section[aria-labelledby="hot-title"]');
  const notices = page.locator('section[aria-labelledby="notices-title"]');
  await expect(hot.getByRole('alert')).toContainText('请求签名错误');
  await expect(notices.getByRole('alert')).toContainText('请求签名错误');
  // The toast says it too.
  await expect(page.getByText('请求签名错误').first()).toBeVisible();
  // Untampered calls of the same page pass the same checks: the hall banner is there.
  await expect(page.getByRole('link', { name: /天津市政务服务中心/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/http-signature-refused.png`, fullPage: true });
});

test('a 500 with a message shows that message, and the retry works once the gateway is back', async ({ app: page }) => {
  const message = '热门事项服务维护中';
  await gotoWithFaults(page, `error:1,match:/matter/anon/hot,message:${message}`, '/home');
  const hot = page.locator('section[aria-labelledby="hot-title"]');
  await expect(hot.getByRole('alert')).toContainText(message);
  await expect(page.getByText(message).first()).toBeVisible();
  // Only the faulty path failed: the notices of the same page are there.
  await expect(page.locator('section[aria-labelledby="notices-title"]').getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/http-500-message.png`, fullPage: true });

  await clearFaults(page);
  await hot.getByRole('button', { name: '重试' }).click();
  await expect(hot.getByRole('alert')).toHaveCount(0);
  await expect(hot.getByText('社会保障卡申领')).toBeVisible();
});

test('an uploaded image is served by the emulator to <img> and to previewFile, survives a reload, and no credential leaks', async ({
  app: page,
}) => {
  const urls: string[] = [];
  const printed: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('console', (m) => printed.push(m.text()));
  await page.goto('./#/home');
  await resetEmulator(page);
  const session = await logIn(page, { userId: 'U-E2E-HTTP' });

  // Headers made here with Node's MD5: the emulator verifies them on its own.
  const random = '7391028465';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = {
    token: createHash('md5').update(`OW_GATEWAY_${random}${timestamp}`).digest('hex'),
    secret: random,
    timestamp,
    ow_token: session.token,
    ow_secret: session.secret,
  };
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const uploaded = await page.evaluate(
    async ({ headers, png }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('files', new File([bytes], '现场照片.png', { type: 'image/png' }));
      const res = await fetch('/gw/oss/uploadFile', { method: 'POST', headers, body: form });
      return (await res.json()) as { code: number; data: { url: string; name: string; size: number; type: string }[] };
    },
    { headers, png },
  );
  expect(uploaded.code).toBe(200);
  const file = uploaded.data[0];
  expect(file).toMatchObject({ name: '现场照片.png', type: 'image/png' });
  expect(file.url).toMatch(/^\/gw\/oss\/files\/.+\.png$/);

  const width = (p: Page) =>
    p.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return img.naturalWidth;
    }, file.url);
  expect(await width(page)).toBe(1);

  await go(page, `/previewFile?fileUrl=${encodeURIComponent(file.url)}`);
  const shown = page.getByRole('img', { name: '现场照片.png' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await page.screenshot({ path: `${SCREENSHOTS}/http-uploaded-preview.png`, fullPage: true });

  // The bytes live in IndexedDB: the address still answers after a reload.
  await page.reload();
  await expect.poll(() => emulator(page)).toBe(true);
  expect(await width(page)).toBe(1);

  for (const text of [...urls, ...printed, page.url()]) {
    expect(text).not.toContain(session.token);
    expect(text).not.toContain(session.secret);
  }
  expect(urls.some((u) => u.includes('/gw/'))).toBe(true);
});
