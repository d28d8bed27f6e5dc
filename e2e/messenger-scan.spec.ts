import type { Page } from '@playwright/test';
import { expect, hashRoute, resetEmulator, SCREENSHOTS, test } from './fixtures';

// Scanning outside the messenger (issue 23): where the messenger's scanQRCode is not there, the
// certificate check (核验证照) scans with the browser's camera when the browser has a
// BarcodeDetector, and otherwise keeps its code entry and says why. Chromium gets a fake camera
// here (a generated picture); Chromium on Linux has no BarcodeDetector, so the journeys that scan
// install a stand-in detector (the platform's part, like the wx double plays the messenger's):
// it "sees" a code once the camera's frames reach the page's video.

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
    ],
  },
});

/** A logged-in citizen, through the real login page (the SMS code is shown by the emulator). */
async function logIn(page: Page) {
  await page.goto('./#/login');
  await resetEmulator(page);
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill((await page.getByTestId('demo-sms-code').textContent())!);
  await page.getByText('我已阅读并同意《用户服务协议》和《隐私政策》').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/home/);
}

const openCertificates = (page: Page) =>
  page.evaluate(() => {
    window.location.hash = '#/certificate';
  });

/** The platform's detector, played: a code once a playing video with frames is looked at. */
function installDetector(code: string | null) {
  const w = window as unknown as Record<string, unknown>;
  if (code === null) {
    delete w.BarcodeDetector;
    return;
  }
  const log: string[] = [];
  w.__owDetectorLog = log;
  w.BarcodeDetector = class {
    static getSupportedFormats() {
      return Promise.resolve(['qr_code', 'code_128']);
    }
    detect(source: HTMLVideoElement) {
      const live = source instanceof HTMLVideoElement && source.videoWidth > 0 && !source.paused;
      log.push(live ? 'frame' : 'none');
      return Promise.resolve(live ? [{ rawValue: code, format: 'qr_code' }] : []);
    }
  };
}

test('without a BarcodeDetector the code is typed or pasted, and the page says why', async ({ app: page }) => {
  await page.addInitScript(installDetector, null);
  await logIn(page);
  await openCertificates(page);
  await expect(page.getByLabel('核验码')).toBeVisible();
  await expect(page.getByTestId('scan-unavailable')).toHaveText('此浏览器不支持摄像头扫码，请用扫码枪扫描，或粘贴、输入核验码。');
  await expect(page.getByRole('button', { name: '摄像头扫码' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '扫码', exact: true })).toHaveCount(0);
  // The camera chunk is never fetched.
  const chunks = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(chunks.filter((u) => /camera-scanner/.test(u))).toEqual([]);
});

test('a refused camera permission says so and leaves the code entry', async ({ app: page, context }) => {
  await context.clearPermissions();
  await page.addInitScript(installDetector, 'OWC1.never-seen');
  await logIn(page);
  await openCertificates(page);
  await page.getByRole('button', { name: '摄像头扫码' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '未获得摄像头权限，无法扫码。请在浏览器设置中允许本网站使用摄像头后重试，或直接输入核验码。',
  );
  await expect(page.getByRole('group', { name: '摄像头扫码' })).toHaveCount(0);
  await page.getByLabel('核验码').fill('OWC1.typed-by-hand');
  await page.getByRole('button', { name: '核验', exact: true }).click();
  await expect(page.getByTestId('verify-result')).toBeVisible();
  await expect(page.getByLabel('核验码')).toHaveValue('OWC1.typed-by-hand');
});

test('with the camera allowed, 摄像头扫码 reads the code from the camera, fills it in and turns the camera off', async ({
  app: page,
  context,
}) => {
  await context.grantPermissions(['camera']);
  await page.addInitScript(installDetector, 'OWC1.from-the-camera');
  await logIn(page);
  await openCertificates(page);
  await page.getByRole('button', { name: '摄像头扫码' }).click();
  await expect(page.getByLabel('核验码')).toHaveValue('OWC1.from-the-camera', { timeout: 15_000 });
  // It was the live picture that was read, and the scanner (with its camera) is gone.
  expect(await page.evaluate(() => (window as unknown as { __owDetectorLog: string[] }).__owDetectorLog)).toContain('frame');
  await expect(page.getByRole('group', { name: '摄像头扫码' })).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByRole('button', { name: '核验', exact: true }).click();
  await expect(page.getByTestId('verify-result')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/certificate-camera-scan.png`, fullPage: true });
});
