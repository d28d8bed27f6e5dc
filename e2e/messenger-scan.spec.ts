import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { expect, SCREENSHOTS, test } from './fixtures';
import { go, logInThroughLoginPage, verifyRealName } from './support/pages';
import { drawQr, qrModulesFromSvg, toY4m, type GreyPicture } from '../tests/utils/qr-image';

// Scanning outside the messenger (issue 23): where the messenger's scanQRCode is not there, the
// certificate check (核验证照) scans with the browser's camera: with the platform's
// BarcodeDetector where it has one, else with jsQR (fetched only then); without a camera it keeps
// its code entry and says why. Chromium gets a fake camera here. Chromium on Linux has no
// BarcodeDetector: the real journey shows a certificate's QR on the fake camera (a Y4M video of
// the page's own code) and jsQR reads it; the journeys of the platform's detector install a
// stand-in one (the platform's part, like the wx double plays the messenger's) that "sees" a
// code once the camera's frames reach the page's video.

/**
 * What the fake camera films: Chromium opens this file each time a capture starts (not at
 * launch), so a journey writes the picture it wants just before it scans. One per server port:
 * checkouts side by side do not share it.
 */
const CAMERA_FILE = resolve('test-results', 'fake-camera', `${process.env.E2E_PORT || 4173}.y4m`);

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    // The configuration's switches, and a fake camera filming CAMERA_FILE.
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${CAMERA_FILE}`],
  },
});

/** Puts a picture before the fake camera (for the next capture started). */
function film(picture: GreyPicture) {
  mkdirSync(dirname(CAMERA_FILE), { recursive: true });
  writeFileSync(CAMERA_FILE, toY4m(picture));
}

// A camera is there (Chromium finds no device without its file), filming a light picture without a code.
test.beforeEach(() => film(drawQr([[false]], 640, 480, 1)));

/** The platform's detector, played: a code once a playing video with frames is looked at. */
function installDetector(code: string) {
  const w = window as unknown as Record<string, unknown>;
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

test('without a camera (no getUserMedia) the code is typed or pasted, and the page says why', async ({ app: page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
  await logInThroughLoginPage(page, { ratingPopupAway: true });
  await go(page, '/certificate');
  await expect(page.getByLabel('核验码')).toBeVisible();
  await expect(page.getByTestId('scan-unavailable')).toHaveText('此浏览器不支持摄像头扫码，请用扫码枪扫描，或粘贴、输入核验码。');
  await expect(page.getByRole('button', { name: '摄像头扫码' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '扫码', exact: true })).toHaveCount(0);
  // Neither the camera chunk nor the decoder is ever fetched.
  const chunks = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(chunks.filter((u) => /camera-scanner|qr-decoder/.test(u))).toEqual([]);
});

test('a refused camera permission says so and leaves the code entry', async ({ app: page, context }) => {
  await context.clearPermissions();
  await page.addInitScript(installDetector, 'OWC1.never-seen');
  await logInThroughLoginPage(page, { ratingPopupAway: true });
  await go(page, '/certificate');
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
  // The camera films no code (beforeEach): the stand-in detector answers for any live frame.
  await page.addInitScript(installDetector, 'OWC1.from-the-camera');
  await logInThroughLoginPage(page, { ratingPopupAway: true });
  await go(page, '/certificate');
  await page.getByRole('button', { name: '摄像头扫码' }).click();
  await expect(page.getByLabel('核验码')).toHaveValue('OWC1.from-the-camera', { timeout: 15_000 });
  // It was the live picture that was read, and the scanner (with its camera) is gone.
  expect(await page.evaluate(() => (window as unknown as { __owDetectorLog: string[] }).__owDetectorLog)).toContain('frame');
  await expect(page.getByRole('group', { name: '摄像头扫码' })).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
  // The platform's detector read: the decoder of browsers without one was never fetched.
  const chunks = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(chunks.filter((u) => /qr-decoder/.test(u))).toEqual([]);
  await page.getByRole('button', { name: '核验', exact: true }).click();
  await expect(page.getByTestId('verify-result')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/certificate-camera-scan.png`, fullPage: true });
});

test.describe('a real QR code on the camera, no BarcodeDetector', () => {
  test("a hall window scans the holder's certificate QR with the camera: jsQR reads it and the emulator verifies it", async ({
    app: page,
    context,
  }) => {
    await context.grantPermissions(['camera']);
    await logInThroughLoginPage(page, { ratingPopupAway: true });
    // This Chromium has no detector of its own, and none is installed: the decoder must read.
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);

    // The holder's certificates come through their verified identity.
    await go(page, '/certificate');
    await page.getByRole('link', { name: '去实名认证' }).click();
    await verifyRealName(page);

    // The holder shows their ID card: the age claim only (the name is unticked).
    await go(page, '/certificate');
    await page.getByRole('link', { name: '居民身份证，张三，查看与亮证' }).click();
    await page.getByRole('button', { name: '亮证' }).click();
    const choose = page.getByRole('region', { name: '选择要出示的信息' });
    await choose.getByText('姓名', { exact: true }).click();
    await choose.getByText('年满18周岁', { exact: true }).click();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '确认出示' }).click();
    const qr = page.getByRole('img', { name: '居民身份证核验二维码' });
    await expect(qr).toBeVisible();
    const shown = (await page.getByTestId('certificate-qr').getAttribute('data-code'))!;
    expect(shown).toMatch(/^OWC1\./);

    // The camera films the code the page drew (its SVG's modules, 640×480, as large as fits).
    const modules = qrModulesFromSvg(await qr.evaluate((svg) => svg.outerHTML));
    const modulePx = Math.floor(480 / (modules.length + 8));
    film(drawQr(modules, 640, 480, modulePx));

    // The window's page: the decoder is not fetched until a scan starts.
    await go(page, '/certificate');
    await expect(page.getByLabel('核验码')).toHaveValue('');
    const chunks = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect((await chunks()).filter((u) => /qr-decoder/.test(u))).toEqual([]);
    await page.getByRole('button', { name: '摄像头扫码' }).click();
    await expect(page.getByLabel('核验码')).toHaveValue(shown, { timeout: 20_000 });
    expect((await chunks()).filter((u) => /qr-decoder/.test(u))).toHaveLength(1);
    // Read, filled in, and the camera is off.
    await expect(page.getByRole('group', { name: '摄像头扫码' })).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);

    await page.getByRole('button', { name: '核验', exact: true }).click();
    const result = page.getByTestId('verify-result');
    await expect(result.getByText('核验通过')).toBeVisible();
    await expect(result.getByText('居民身份证')).toBeVisible();
    // Only what the holder chose to show.
    await expect(result.getByRole('term').filter({ hasText: '年满18周岁' })).toBeVisible();
    await expect(result.getByRole('term')).toHaveText(['证照', '发证机关', '年满18周岁', '核验时间']);
    await page.screenshot({ path: `${SCREENSHOTS}/certificate-camera-decoded.png`, fullPage: true });
  });
});
