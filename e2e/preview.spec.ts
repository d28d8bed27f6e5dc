import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, isServerMode, SCREENSHOTS, test } from './fixtures';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const open = (page: Page, fileUrl: string) => page.goto(`./#/previewFile?${AREA}&fileUrl=${encodeURIComponent(fileUrl)}`);
const frameOf = (page: Page) => page.frameLocator('iframe[title^="在线预览"]');
const originOf = (page: Page) => new URL(page.url()).origin;

/** Opens previewFile the way another screen does: through the router with navigation state. */
async function openWithState(page: Page, state: Record<string, unknown>, query = '') {
  await page.goto(`./#/home?${AREA}`);
  await expect(page.getByText('通知公告')).toBeVisible();
  await page.evaluate(
    ([s, q]) => {
      window.history.pushState({ usr: s, key: 'e2e', idx: (window.history.state?.idx ?? 0) + 1 }, '', `#/previewFile?${q}`);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [state, `${AREA}${query}`] as const,
  );
}

test.describe('previewFile', () => {
  test('an image opens at page width and full screen with pinch zoom; upper-case JPG too', async ({ app: page }) => {
    await open(page, '/fixtures/sample.png');
    const img = page.getByRole('img', { name: 'sample.png' });
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(480);
    await img.click();
    // The full-screen viewer shows a second copy of the picture.
    await expect(page.locator('img[src$="/fixtures/sample.png"]')).toHaveCount(2);
    await page.screenshot({ path: `${SCREENSHOTS}/preview-image.png` });

    await open(page, '/fixtures/seal.JPG');
    await expect(page.getByRole('img', { name: 'seal.JPG' })).toBeVisible();
    expect(await page.getByRole('img', { name: 'seal.JPG' }).evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(480);
  });

  test('a PDF pages with bounds, follows its internal links and zooms from 100 %', async ({ app: page, baseURL }) => {
    const offOrigin: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.origin !== new URL(baseURL!).origin) offOrigin.push(r.url());
    });
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const dataOk: boolean[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/pdfjs/')) dataOk.push(r.ok());
    });
    await open(page, '/fixtures/guide.pdf');
    const indicator = page.getByTestId('pdf-indicator');
    await expect(indicator).toHaveText('1/6');
    await expect(page.locator('[data-rendered-page="1"] canvas')).toBeVisible();
    const prev = page.getByRole('button', { name: '上一页' });
    const next = page.getByRole('button', { name: '下一页' });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();

    // The page is really drawn: the blue title band has blue pixels.
    const blue = await page.locator('[data-rendered-page="1"] canvas').evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(Math.floor(c.width / 2), Math.floor(c.height * 0.08), 1, 1).data;
      return d[2] > 200 && d[0] < 80;
    });
    expect(blue).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/preview-pdf.png` });

    // Explicit destination -> page 3; named destination -> page 5.
    const internal = page.getByRole('button', { name: '文档内跳转' });
    await expect(internal).toHaveCount(2);
    await internal.first().click();
    await expect(indicator).toHaveText('3/6');
    await expect(page.locator('[data-rendered-page="3"]')).toBeVisible();
    await prev.click();
    await expect(indicator).toHaveText('2/6');
    // Named action NextPage on page 2.
    await page.getByRole('button', { name: '文档内跳转' }).click();
    await expect(indicator).toHaveText('3/6');
    await prev.click();
    await prev.click();
    await expect(indicator).toHaveText('1/6');
    await page.getByRole('button', { name: '文档内跳转' }).nth(1).click();
    await expect(indicator).toHaveText('5/6');
    await next.click();
    await expect(indicator).toHaveText('6/6');
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
    // The last page links back to page 1.
    await page.getByRole('button', { name: '文档内跳转' }).click();
    await expect(indicator).toHaveText('1/6');
    await expect(prev).toBeDisabled();

    // Only the current page and its neighbours stay rendered.
    await expect(page.locator('[data-live-canvases]')).toHaveAttribute('data-live-canvases', /^[12]$/);

    // The web link asks first; the javascript: link is not a link at all.
    await expect(page.getByRole('button', { name: /^链接：/ })).toHaveCount(1);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.getByRole('button', { name: '链接：https://www.gov.cn/' }).click();
    await expect(page.getByText('打开外部链接')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByText('打开外部链接')).toBeHidden();
    expect(popups).toBe(0);

    // Zoom: from 100 %, 5 % per click, never below 100 %.
    const zoomOut = page.getByRole('button', { name: '缩小' });
    const zoomIn = page.getByRole('button', { name: '放大' });
    await expect(page.getByTestId('pdf-zoom')).toHaveText('100%');
    await expect(zoomOut).toBeDisabled();
    const before = await page.locator('[data-rendered-page] canvas').evaluate((c) => c.getBoundingClientRect().width);
    await zoomIn.click();
    await zoomIn.click();
    await expect(page.getByTestId('pdf-zoom')).toHaveText('110%');
    await expect
      .poll(() => page.locator('[data-rendered-page] canvas').evaluate((c) => c.getBoundingClientRect().width))
      .toBeCloseTo(before * 1.1, 0);
    await zoomOut.click();
    await zoomOut.click();
    await expect(zoomOut).toBeDisabled();

    // The worker and any pdf.js data: all from the app itself, never a CDN.
    expect(offOrigin).toEqual([]);
    expect(workers.map((w) => new URL(w).pathname)).toEqual([expect.stringMatching(/\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/)]);
    expect(dataOk.every(Boolean)).toBe(true);
  });

  test('the cMaps and the worker are served by the app', async ({ app: page }) => {
    await page.goto('./preview-service/onlinePreview');
    const status = await page.evaluate(async () => {
      const cmap = await fetch('../assets/pdfjs/cmaps/UniGB-UCS2-H.bcmap');
      return cmap.status;
    });
    expect(status).toBe(200);
  });

  test('pdf.js and docx-preview are not in the first load of #/home', async ({ app: page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || /\.m?js$/.test(new URL(r.url()).pathname)) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`./#/home?${AREA}`);
    await expect(page.getByText('通知公告')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /pdf|docx/.test(s))).toEqual([]);
  });

  test('a docx renders in the page at 800 px scaled to fit, with unsafe links disabled', async ({ app: page }) => {
    await open(page, '/fixtures/sample.docx');
    const body = page.getByTestId('docx-body');
    await expect(body.getByText('营业执照办理指南')).toBeVisible();
    await expect(body.getByText('身份证原件')).toBeVisible();
    await expect(body.getByText('经营场所证明')).toBeVisible();
    await expect(body.locator('table')).toHaveCount(1);
    await expect(body.locator('img')).toHaveCount(1);
    expect(await body.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(240);
    await expect(body.locator('a', { hasText: '中国政府网' })).toHaveAttribute('href', 'https://www.gov.cn/');
    const bad = body.locator('a', { hasText: '危险链接' });
    await expect(bad).toHaveCount(1);
    expect(await bad.getAttribute('href')).toBeNull();
    // 800 px wide document, shown within the phone's width.
    expect(await body.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(800);
    const box = await body.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.screenshot({ path: `${SCREENSHOTS}/preview-docx.png` });
  });

  test('preview progress on a slow file: the bytes, 取消, 已取消加载, 重新加载', async ({ app: page }) => {
    // A slow file server, in the page: the emulator's service worker fetches the files, where the
    // page's network throttling does not reach. An address with `slow=<bytes>` answers with the
    // real file's headers (Content-Length) and its body that many bytes every 250 ms, and records
    // whether the reader went on to the end or stopped it.
    await page.addInitScript(() => {
      type Slow = { url: string; delivered: number; state: 'open' | 'done' | 'stopped' };
      const files: Slow[] = [];
      (window as unknown as { __slowFiles: Slow[] }).__slowFiles = files;
      const real = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const step = Number(new URL(url, window.location.href).searchParams.get('slow'));
        if (!step) return real(input, init);
        const res = await real(input, init);
        const data = new Uint8Array(await res.arrayBuffer());
        const file: Slow = { url, delivered: 0, state: 'open' };
        files.push(file);
        let timer = 0;
        const stop = () => {
          window.clearTimeout(timer);
          if (file.state === 'open') file.state = 'stopped';
        };
        const body = new ReadableStream<Uint8Array>({
          start(ctrl) {
            init?.signal?.addEventListener('abort', () => {
              stop();
              ctrl.error(new DOMException('aborted', 'AbortError'));
            });
          },
          pull(ctrl) {
            return new Promise((resolve) => {
              timer = window.setTimeout(() => {
                const chunk = data.slice(file.delivered, file.delivered + step);
                file.delivered += chunk.length;
                ctrl.enqueue(chunk);
                if (file.delivered >= data.length) {
                  file.state = 'done';
                  ctrl.close();
                }
                resolve();
              }, 250);
            });
          },
          cancel: stop,
        });
        return new Response(body, { status: res.status, headers: res.headers });
      };
    });
    const slowFiles = () =>
      page.evaluate(() =>
        (window as unknown as { __slowFiles: { url: string; delivered: number; state: string }[] }).__slowFiles.map((f) => ({
          name: new URL(f.url).pathname.split('/').pop(),
          delivered: f.delivered,
          state: f.state,
        })),
      );
    const bytes = page.locator('[data-stage="download"]').getByText(/ \/ /);
    const bar = page.getByRole('progressbar', { name: '文件下载进度' });

    // The PDF, 1 KB at a time (12.3 KB): pdf.js's own progress. The document's pdf.js worker (one
    // per document: src/features/preview/pdfjs.ts) ends when the viewer lets the document go.
    const pdfWorker = page
      .waitForEvent('worker', (w) => /pdf\.worker/.test(w.url()))
      .then((w) => ({
        closed: new Promise<void>((resolve) => w.once('close', () => resolve())),
      }));
    await open(page, '/fixtures/guide.pdf?slow=1024');
    await expect(page.getByRole('status').filter({ hasText: '正在下载文件' })).toBeVisible();
    await expect(bytes).toHaveText(/^\d+\.\d KB \/ 12\.3 KB$/);
    await expect.poll(() => bar.evaluate((el: HTMLProgressElement) => [el.value > 0, el.max])).toEqual([true, 12558]);
    await expect(bar).toHaveAttribute('aria-valuetext', /KB \/ 12\.3 KB$/);
    await page.screenshot({ path: `${SCREENSHOTS}/preview-progress-pdf.png` });
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('heading', { name: '已取消加载' })).toBeFocused();
    await expect(page.getByText('文件：guide.pdf')).toBeVisible();
    await expect(page.getByRole('link', { name: '下载文件' })).toHaveAttribute('href', /\/fixtures\/guide\.pdf\?slow=1024$/);
    await expect(page.getByRole('button', { name: '返回' }).last()).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/preview-cancelled.png` });
    // Nothing goes on downloading: the body was stopped short, and stays where it stopped once the
    // viewer has destroyed the document (its worker has ended): nothing is left that could read on
    // or ask for the file again.
    let files = await slowFiles();
    expect(files).toEqual([{ name: 'guide.pdf', delivered: expect.any(Number), state: 'stopped' }]);
    expect(files[0].delivered).toBeLessThan(12558);
    await (
      await pdfWorker
    ).closed;
    expect(await slowFiles()).toEqual(files);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('button', { name: '取消' })).toBeFocused();
    await expect(page.getByTestId('pdf-indicator')).toHaveText('1/6', { timeout: 20_000 });
    await expect(page.locator('[data-rendered-page="1"] canvas')).toBeVisible();
    await expect(page.getByText('正在下载文件')).toHaveCount(0);
    expect((await slowFiles())[1]).toEqual({ name: 'guide.pdf', delivered: 12558, state: 'done' });

    // The Word file, 256 B at a time (3.8 KB): the app's own fetch, read as a stream.
    await open(page, '/fixtures/sample.docx?slow=256');
    await expect(bytes).toHaveText(/^\d+(\.\d)? (B|KB) \/ 3\.8 KB$/);
    await expect.poll(() => bar.evaluate((el: HTMLProgressElement) => [el.value > 0, el.max])).toEqual([true, 3875]);
    await page.screenshot({ path: `${SCREENSHOTS}/preview-progress-docx.png` });
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('heading', { name: '已取消加载' })).toBeVisible();
    files = await slowFiles();
    expect(files[2]).toEqual({ name: 'sample.docx', delivered: expect.any(Number), state: 'stopped' });
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByTestId('docx-body').getByText('营业执照办理指南')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('正在下载文件')).toHaveCount(0);

    // Leaving the page while a file comes stops it too.
    await open(page, '/fixtures/guide.pdf?slow=512');
    await expect(bytes).toBeVisible();
    await page.goto(`./#/home?${AREA}`);
    await expect(page.getByText('通知公告')).toBeVisible();
    await expect.poll(async () => (await slowFiles())[4]?.state).toBe('stopped');

    // The viewer's code on its way: said before any byte of the file. Its chunk is held until the
    // page has said so, then let through.
    let releaseViewer = () => {};
    const viewerHeld = new Promise<void>((resolve) => (releaseViewer = resolve));
    const viewerAsked = page.waitForRequest(/\/assets\/docx-viewer-[\w-]+\.js$/);
    await page.route(/\/assets\/docx-viewer-[\w-]+\.js$/, async (route) => {
      await viewerHeld;
      await route.continue();
    });
    try {
      await open(page, '/fixtures/sample.docx');
      await page.reload();
      await viewerAsked;
      await expect(page.getByRole('status').filter({ hasText: '正在加载预览组件…' })).toBeVisible();
    } finally {
      releaseViewer();
    }
    await expect(page.getByTestId('docx-body').getByText('营业执照办理指南')).toBeVisible();
  });

  test('a docx that fails to render falls back to the online preview frame', async ({ app: page }) => {
    await open(page, '/fixtures/broken.docx');
    const frame = frameOf(page);
    await expect(page.locator('iframe[title="在线预览：broken.docx"]')).toBeVisible();
    await expect(frame.getByText('文件名：broken.docx')).toBeVisible();
    await expect(frame.getByText('大小：29 B')).toBeVisible();
  });

  test('the online preview frame: Base64 address, 105 % start, 5 % steps, bounds 100 and 200', async ({ app: page }) => {
    await open(page, '/fixtures/sample.xlsx');
    const iframe = page.locator('iframe[title="在线预览：sample.xlsx"]');
    await expect(iframe).toBeVisible();
    const src = new URL((await iframe.getAttribute('src'))!, page.url());
    expect(src.pathname).toBe('/preview-service/onlinePreview');
    expect(Buffer.from(src.searchParams.get('url')!, 'base64').toString('utf8')).toBe(`${originOf(page)}/fixtures/sample.xlsx`);

    // The built-in service shows what it cannot render: name, size and a download link.
    const frame = frameOf(page);
    await expect(frame.getByText('暂不支持在线预览该类型文件')).toBeVisible();
    await expect(frame.getByText('文件名：sample.xlsx')).toBeVisible();
    await expect(frame.getByText(`大小：${(statSync('public/fixtures/sample.xlsx').size / 1024).toFixed(1)} KB`)).toBeVisible();
    await expect(frame.getByRole('link', { name: '下载文件' })).toHaveAttribute('href', `${originOf(page)}/fixtures/sample.xlsx`);

    const zoomValue = page.getByTestId('frame-zoom');
    const zoomIn = page.getByRole('button', { name: '放大' });
    const zoomOut = page.getByRole('button', { name: '缩小' });
    const ratio = () => iframe.evaluate((f) => Math.round((f.getBoundingClientRect().width / f.parentElement!.clientWidth) * 100));
    await expect(zoomValue).toHaveText('105%');
    expect(await ratio()).toBe(105);
    await zoomOut.click();
    await expect(zoomValue).toHaveText('100%');
    await expect(zoomOut).toBeDisabled();
    await expect(zoomIn).toBeEnabled();
    expect(await ratio()).toBe(100);
    for (let i = 0; i < 19; i += 1) await zoomIn.click();
    await expect(zoomValue).toHaveText('195%');
    expect(await ratio()).toBe(195);
    await zoomIn.click();
    await expect(zoomValue).toHaveText('200%');
    await expect(zoomIn).toBeDisabled();
    await expect(zoomOut).toBeEnabled();
    expect(await ratio()).toBe(200);
  });

  test('a Chinese file name reaches the preview service intact', async ({ app: page }) => {
    await open(page, '/fixtures/办事须知.txt');
    await expect(frameOf(page).getByText('请携带本人有效身份证件')).toBeVisible();
    await expect(frameOf(page).getByRole('heading', { name: '办事须知.txt' })).toBeVisible();
  });

  test('an mp4 plays with controls; an AVI gets a clear message', async ({ app: page }) => {
    await open(page, '/fixtures/sample.mp4');
    const video = page.locator('video');
    await expect(video).toBeVisible();
    expect(await video.getAttribute('controls')).not.toBeNull();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(2);

    // Chromium has no AVI decoder: the online preview frame and a download, no dead player.
    await open(page, '/fixtures/sample.avi');
    await expect(page.locator('iframe[title="在线预览：sample.avi"]')).toBeVisible();
    await expect(page.getByText(/当前浏览器无法直接播放 AVI 格式的视频/)).toBeVisible();
    await expect(page.getByRole('link', { name: '下载文件' })).toHaveAttribute('href', `${originOf(page)}/fixtures/sample.avi`);
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('an mp4 shows a 400x240 JPEG cover of its first frames before play', async ({ app: page }) => {
    await open(page, '/fixtures/sample.mp4');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', /^blob:/, { timeout: 10_000 });
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const cover = await video.evaluate(async (v: HTMLVideoElement) => {
      const blob = await (await fetch(v.poster)).blob();
      const img = new Image();
      img.src = v.poster;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const at = (x: number, y: number) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3));
      // sample.mp4 is a 320x240 colour-bar test card: letterboxed it spans x 40..360.
      return {
        type: blob.type,
        width: img.naturalWidth,
        height: img.naturalHeight,
        rightBar: at(385, 60),
        frameRightEdge: at(340, 60),
        yellow: at(220, 60),
      };
    });
    expect(cover).toMatchObject({ type: 'image/jpeg', width: 400, height: 240 });
    const near = (rgb: number[], want: number[]) => rgb.every((c, i) => Math.abs(c - want[i]) < 40);
    expect(near(cover.rightBar, [0, 0, 0]), `bar ${cover.rightBar}`).toBe(true);
    expect(near(cover.frameRightEdge, [255, 255, 255]), `edge ${cover.frameRightEdge}`).toBe(true);
    expect(near(cover.yellow, [255, 255, 0]), `yellow ${cover.yellow}`).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/preview-video-cover.png` });
  });

  test(
    'a cross-origin mp4 taints the cover canvas: no cover, the video still plays',
    { tag: '@static' },
    async ({ app: page, baseURL }) => {
      test.skip(isServerMode, 'dist-gw is built without VITE_PREVIEW_FILE_HOSTS: it previews no file from a second origin');
      // Record what the cover's export did, so the test knows the capture ran and ended.
      await page.addInitScript(() => {
        const outcomes: string[] = [];
        (window as unknown as { __coverOutcomes: string[] }).__coverOutcomes = outcomes;
        const toBlob = HTMLCanvasElement.prototype.toBlob;
        HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, ...args: Parameters<typeof toBlob>) {
          try {
            toBlob.apply(this, args);
            outcomes.push('exported');
          } catch (e) {
            outcomes.push((e as DOMException).name);
            throw e;
          }
        };
      });
      // Same server, other origin (the app runs on 127.0.0.1).
      const other = new URL('/fixtures/sample.mp4', baseURL!.replace('127.0.0.1', 'localhost')).href;
      await open(page, other);
      const video = page.locator('video');
      await expect(video).toHaveAttribute('src', other);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __coverOutcomes: string[] }).__coverOutcomes))
        .toEqual(['SecurityError']);
      await expect(video).not.toHaveAttribute('poster');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
      expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(2);
      await expect(page.getByText('文件无法访问')).toHaveCount(0);
    },
  );

  test('damaged and unreachable files get a message with the name, download and back', async ({ app: page }) => {
    await open(page, '/fixtures/broken.pdf');
    await expect(page.getByText('文件无法预览')).toBeVisible();
    await expect(page.getByText('文件：broken.pdf')).toBeVisible();
    await expect(page.getByRole('link', { name: '下载文件' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回' }).last()).toBeVisible();

    await open(page, '/fixtures/missing.docx');
    await expect(page.getByText('文件无法访问')).toBeVisible();
    await expect(page.getByText('文件：missing.docx')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/preview-unreachable.png` });
  });

  test('unsafe addresses get the invalid-address message and never reach a viewer', async ({ app: page }) => {
    for (const address of [
      'javascript:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/a.pdf',
      'file:///etc/passwd',
      '/\\evil.example/a.pdf',
    ]) {
      await open(page, address);
      await expect(page.getByText('文件地址无效')).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByRole('link', { name: '下载文件' })).toHaveCount(0);
    }
    await page.getByRole('button', { name: '返回' }).last().click();
  });

  test('action buttons and the note area come with the navigation state', async ({ app: page }) => {
    await openWithState(page, {
      url: '/fixtures/sample.png',
      note: '请核对证照信息无误后再提交。',
      buttons: [
        { text: '回到首页', type: 'primary', action: '/home' },
        { text: '外部地址', action: 'https://evil.example/' },
        { text: '上一步', action: 'back' },
      ],
    });
    await expect(page.getByRole('img', { name: 'sample.png' })).toBeVisible();
    await expect(page.getByRole('region', { name: '说明' })).toContainText('请核对证照信息无误后再提交。');
    await expect(page.getByRole('button', { name: '外部地址' })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/preview-buttons.png` });
    await page.getByRole('button', { name: '上一步' }).click();
    await expect(page).toHaveURL(/#\/home\?/);
    await page.goForward();
    await page.getByRole('button', { name: '回到首页' }).click();
    await expect(page).toHaveURL(/#\/home\?.*fixedArea=120100/);
  });
});

test.describe('previewFile on iOS', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50',
  });

  test('a PDF goes to the online preview frame', async ({ app: page }) => {
    await open(page, '/fixtures/guide.pdf');
    await expect(page.locator('iframe[title="在线预览：guide.pdf"]')).toBeVisible();
    await expect(page.getByTestId('pdf-indicator')).toHaveCount(0);
    // The built-in service renders it.
    await expect(frameOf(page).getByTestId('pdf-indicator')).toHaveText('1/6');
  });
});
