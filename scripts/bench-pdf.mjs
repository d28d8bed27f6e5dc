/* global window, document, MutationObserver */
// PDF viewer benchmark (issue 5): time to the first rendered page of a generated 200-page PDF,
// and the JS heap after paging through all of it (flat memory: only the current page and its
// neighbours stay rendered).
// Run after `npm run build`: npm run bench:pdf   (BENCH_DIST=dist, CHROMIUM_PATH=/usr/bin/chromium)
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { makePdf } from './lib/make-pdf.mjs';

const PAGES = Number(process.env.BENCH_PAGES ?? 200);
const DIST = process.env.BENCH_DIST ?? 'dist';
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4191);
const FILE_PORT = APP_PORT + 1;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function waitForHttp(url, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const pdf = Buffer.from(await makePdf(PAGES, { busy: true, title: 'bench' }));
// The document comes from another origin, as certificates do from a file server (CORS on).
const files = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', pdf.length);
  res.end(req.method === 'HEAD' ? undefined : pdf);
});
await new Promise((r) => files.listen(FILE_PORT, '127.0.0.1', r));

// Vite's own entry, not npx: killing npx would leave the server running.
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
const preview = spawn(
  process.execPath,
  [viteBin, 'preview', '--outDir', DIST, '--host', '127.0.0.1', '--port', String(APP_PORT), '--strictPort'],
  { stdio: 'ignore' },
);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
});
try {
  await waitForHttp(`http://127.0.0.1:${APP_PORT}/`);
  const context = await browser.newContext({ ...devices['Pixel 5'], locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.localStorage.setItem('ow.e2e', '1');
    // Stamp the moment page 1 is on screen, relative to navigation start.
    new MutationObserver((_, obs) => {
      if (document.querySelector('[data-rendered-page="1"] canvas')) {
        window.__firstPageAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-rendered-page'] });
  });
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    return { usedSize, nodes };
  };

  // The pdf.js worker's heap, through the browser-level protocol (Playwright has no CDP session
  // for workers): attach non-flattened and talk to it by message.
  const browserCdp = await browser.newBrowserCDPSession();
  const workerHeap = async () => {
    const { targetInfos } = await browserCdp.send('Target.getTargets');
    const worker = targetInfos.find((t) => t.type === 'worker' && t.url.includes('pdf.worker'));
    if (!worker) return null;
    const { sessionId } = await browserCdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    let id = 0;
    const call = (method) =>
      new Promise((resolve) => {
        const msgId = ++id;
        const onMessage = (e) => {
          if (e.sessionId !== sessionId) return;
          const m = JSON.parse(e.message);
          if (m.id !== msgId) return;
          browserCdp.off('Target.receivedMessageFromTarget', onMessage);
          resolve(m.result);
        };
        browserCdp.on('Target.receivedMessageFromTarget', onMessage);
        void browserCdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: msgId, method }) });
      });
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    await browserCdp.send('Target.detachFromTarget', { sessionId });
    return usage?.usedSize ?? null;
  };

  const fileUrl = `http://127.0.0.1:${FILE_PORT}/bench-${PAGES}.pdf`;
  await page.goto(
    `http://127.0.0.1:${APP_PORT}/#/previewFile?fixedArea=120100&rootArea=120000&sys=home&fileUrl=${encodeURIComponent(fileUrl)}`,
  );
  await page.waitForSelector('[data-rendered-page="1"] canvas', { timeout: 60_000 });
  const firstPage = await page.evaluate(() => window.__firstPageAt);
  // When the viewer chunk was requested: the rest is pdf.js (chunk, worker, document, page 1).
  const viewerStart = await page.evaluate(
    () => performance.getEntriesByType('resource').find((e) => /pdf-viewer-[\w-]+\.js$/.test(e.name))?.startTime ?? null,
  );
  const indicator = await page.getByTestId('pdf-indicator').textContent();
  const afterFirst = await heap();
  const workerFirst = await workerHeap().catch(() => null);

  const next = page.getByRole('button', { name: '下一页' });
  const t0 = Date.now();
  for (let n = 2; n <= PAGES; n += 1) {
    await next.click();
    await page.waitForSelector(`[data-rendered-page="${n}"]`, { timeout: 30_000 });
  }
  const pagingMs = Date.now() - t0;
  const afterAll = await heap();
  const workerAll = await workerHeap().catch(() => null);
  const live = await page.locator('[data-live-canvases]').getAttribute('data-live-canvases');

  console.log(`PDF benchmark: ${PAGES} pages, ${mb(pdf.length)}, Pixel 5 viewport (DPR 2.75), Chromium ${browser.version()}`);
  console.log(`  time to first rendered page (from navigation start, cold): ${Math.round(firstPage)} ms  [${indicator}]`);
  if (viewerStart !== null)
    console.log(`    of which from requesting the PDF viewer chunk to page 1: ${Math.round(firstPage - viewerStart)} ms`);
  console.log(`  paging 1 -> ${PAGES}: ${pagingMs} ms (${(pagingMs / (PAGES - 1)).toFixed(1)} ms per page, including waits)`);
  console.log(`  JS heap after first page: ${mb(afterFirst.usedSize)}; DOM nodes ${afterFirst.nodes}`);
  console.log(`  JS heap after paging through all ${PAGES}: ${mb(afterAll.usedSize)}; DOM nodes ${afterAll.nodes}`);
  console.log(`  heap growth: ${mb(afterAll.usedSize - afterFirst.usedSize)}; canvases kept rendered at the end: ${live}`);
  if (workerFirst !== null && workerAll !== null) {
    console.log(`  pdf.js worker heap: ${mb(workerFirst)} after first page, ${mb(workerAll)} after all ${PAGES}`);
  } else {
    console.log('  pdf.js worker heap: not measurable in this Chromium');
  }
  await context.close();
} finally {
  await browser.close();
  preview.kill();
  files.close();
}
