import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isServerMode, resetEmulator, test } from './fixtures';

// The suite runs against nginx with deploy/nginx.conf (playwright.config.ts): what production sends.

test('index.html is revalidated and carries the security headers', { tag: '@static' }, async ({ request }) => {
  const res = await request.get('./', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.status()).toBe(200);
  const h = res.headers();
  expect(h['cache-control']).toBe('no-cache');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('geolocation=(self)');
  expect(h['permissions-policy']).toContain('camera=(self), microphone=(self)');
  const csp = h['content-security-policy'];
  // This origin, pdf.js's wasm and the messenger's JS-SDK (loaded only inside the messenger).
  expect(csp).toMatch(/(^|; )script-src 'self' 'wasm-unsafe-eval' https:\/\/res\.wx\.qq\.com(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toMatch(/(^|; )object-src 'none'(;|$)/);
  expect(csp).toMatch(/(^|; )frame-src 'self'/);
  // No inline script in the page itself: the one element without src is the hall's configuration,
  // a JSON data block that is never run (docs/deploy.md, "One image, many halls").
  const html = await res.text();
  expect(html.replace(/<script type="application\/json" id="ow-config">[^<]*<\/script>/, '')).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).toContain('<script type="application/json" id="ow-config">');
});

test('hashed assets are immutable for a year and compressed; a missing one is a 404', { tag: '@static' }, async ({ request }) => {
  const html = await (await request.get('./')).text();
  const entry = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const res = await request.get(`./${entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(res.headers()['content-type']).toMatch(/javascript/);
  // Scripts and styles are never sniffed; the policies of documents and workers are not sent with them.
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['content-security-policy']).toBeUndefined();
  // A worker's script carries its own policy.
  const worker = await request.get('./mockServiceWorker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-security-policy']).toContain("default-src 'self'");

  const missing = await request.get('./assets/no-such-chunk-0000.js');
  expect(missing.status()).toBe(404);
});

test('the built-in preview page answers without its .html extension', { tag: '@static' }, async ({ request }) => {
  const res = await request.get('./preview-service/onlinePreview?url=x');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<div id="preview-service">');
});

test('the policy blocks an injected inline script, and the journey guard sees it', { tag: '@static' }, async ({ app: page, csp }) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __owInjected?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__owInjected = true';
    document.head.append(s);
    await new Promise((r) => setTimeout(r, 100));
    return Boolean(w.__owInjected);
  });
  expect(ran).toBe(false);
  await expect.poll(() => csp.some((v) => v.source === 'event' && v.directive === 'script-src-elem')).toBe(true);
  await expect.poll(() => csp.some((v) => v.source === 'console')).toBe(true);
  // Provoked on purpose: empty the list so the guard does not fail this journey.
  csp.length = 0;
});

type ScriptEvent = { file: string; what: 'sent' | 'loaded' };

const short = (f: string) => f.replace(/-[\w-]{8}\.js$/, '');

/** Records the app's scripts as they are asked for and arrive, and when the page's h1 appears. */
async function recordScripts(page: Page, request: APIRequestContext) {
  const html = await (await request.get('./')).text();
  const named = new Set([...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  expect(named.size).toBeGreaterThan(0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const events: (ScriptEvent & { at: number })[] = [];
  const files = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const file = /\/assets\/([^/?]+\.js)$/.exec(e.request.url)?.[1];
    if (!file) return;
    files.set(e.requestId, file);
    events.push({ file, what: 'sent', at: e.wallTime * 1000 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const file = files.get(e.requestId);
    if (file) events.push({ file, what: 'loaded', at: NaN });
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#root h1')) return;
      (window as unknown as { __h1At?: number }).__h1At = Date.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  return {
    named,
    short,
    /** The scripts asked for before the h1 appeared, and every event in order (`sent page-modules`). */
    async untilTitle() {
      const h1At = await page.evaluate(() => (window as unknown as { __h1At: number }).__h1At);
      const before = events.filter((e) => e.what === 'sent' && e.at <= h1At).map((e) => e.file);
      return { before, order: events.map((e) => `${e.what} ${short(e.file)}`) };
    },
  };
}

test(
  "#/home's first render waits on one level of scripts: the few index.html names",
  { tag: '@static' },
  async ({ app: page, request }) => {
    // Issue 14: the entry carries home, so nothing is discovered after it: every script asked for
    // before the page's title shows is one index.html names, and those are few (the entry, the
    // bundler's runtime, the one chunk of what every first load runs, and the landing pages'
    // bootstrap, which adds nothing for home: scripts/vite-plugin-landing.ts).
    const scripts = await recordScripts(page, request);
    await page.goto('./#/home');
    await expect(page.getByRole('heading', { level: 1, name: '一窗受理 · 政务服务' })).toBeVisible();
    const { before } = await scripts.untilTitle();
    expect(
      before.filter((f) => !scripts.named.has(f)),
      JSON.stringify(before),
    ).toEqual([]);
    expect(new Set(before).size, JSON.stringify(before)).toBeLessThanOrEqual(4);
    expect(scripts.named.size, JSON.stringify([...scripts.named])).toBeLessThanOrEqual(4);
    // What the page does not show (the emulator, the client's transport, the page table) waited for
    // Chrome's report that the page's title was painted, not for a time-out. The report comes after
    // the paint, in its own task: the title can be seen a moment before it is marked.
    await expect
      .poll(() =>
        page.evaluate(
          () => (performance.getEntriesByName('onewindow:first-page-shown')[0] as PerformanceMark | undefined)?.detail as unknown,
        ),
      )
      .toEqual({ by: 'title' });
    expect(before.map(scripts.short)).not.toContain('page-modules');
  },
);

test(
  'a landing page (a notice, a shared guide, a QR code) fetches its small table, the page and its chunks beside the entry, not the page table',
  { tag: '@static' },
  async ({ app: page, request }) => {
    // Issue 37: index.html's bootstrap (scripts/vite-plugin-landing.ts) reads the hash and preloads
    // the landing pages' own table (landing-modules.ts), the page and every chunk they import: none of
    // them waits for the table. The whole page table (page-modules) comes after the first page.
    const scripts = await recordScripts(page, request);
    await page.goto('./#/lntroductionhall?hallId=H1201010');
    await expect(page.locator('#root h1')).toBeVisible();
    const { before, order } = await scripts.untilTitle();
    const later = before.filter((f) => !scripts.named.has(f)).map(scripts.short);
    expect(later, JSON.stringify(before)).toContain('landing-modules');
    expect(later, JSON.stringify(before)).not.toContain('page-modules');
    expect(later, JSON.stringify(before)).toContain('introduction-hall.page');
    expect(later.length, JSON.stringify(before)).toBeGreaterThan(2);
    for (const f of later) expect(order.indexOf(`sent ${f}`), order.join(', ')).toBeLessThan(order.indexOf('loaded landing-modules'));
  },
);

test(
  'another page waits on three levels: what index.html names, the page table, then the page and its chunks together',
  { tag: '@static' },
  async ({ app: page, request }) => {
    // The entry carries home only; a page that is not a landing page first fetches the page table (a
    // chunk of its own, src/app/routing/lazy-pages.ts), which names the page's chunks: all asked for at once.
    const scripts = await recordScripts(page, request);
    await page.goto('./#/hallimgmore?hallId=H1201010');
    await expect(page.locator('#root h1')).toBeVisible();
    const { before, order } = await scripts.untilTitle();
    const later = before.filter((f) => !scripts.named.has(f)).map(scripts.short);
    expect(later[0], JSON.stringify(before)).toBe('page-modules');
    const third = later.slice(1);
    const pageChunk = third.find((f) => f.endsWith('.page'));
    expect(pageChunk, JSON.stringify(before)).toBeDefined();
    expect(third.length, JSON.stringify(before)).toBeGreaterThan(1);
    // Level three starts once the table is in, and all of it is asked for before the page's chunk
    // arrives: nothing is discovered in it (a fourth level).
    for (const f of third) {
      expect(order.indexOf(`sent ${f}`), order.join(', ')).toBeGreaterThan(order.indexOf('loaded page-modules'));
      expect(order.indexOf(`sent ${f}`), order.join(', ')).toBeLessThan(order.indexOf(`loaded ${pageChunk}`));
    }
  },
);

test("a landing page's first call goes before the page renders, not after its first paint", async ({ app: page }) => {
  // Issue 37 (docs/performance.md, "Landing pages"): 办事指南 names its first call (firstQueries);
  // main.tsx sends it as soon as the page's code is in, before React's first render. Against the
  // gateway server only: the in-page emulator starts after the first paint and holds calls till then.
  test.skip(!isServerMode, 'the in-page emulator holds every call until the first paint');
  await page.addInitScript(() => {
    const w = window as unknown as { __guideSentAt?: number; __h1At?: number };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      if (String(args[1]).includes('/matter/anon/guide')) w.__guideSentAt ??= performance.now();
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#root h1')) return;
      w.__h1At = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('./#/guidelines?matterId=M12010100');
  await expect(page.getByRole('heading', { level: 1, name: '办事指南' })).toBeVisible();
  const { sent, h1 } = await page.evaluate(() => {
    const w = window as unknown as { __guideSentAt?: number; __h1At?: number };
    return { sent: w.__guideSentAt, h1: w.__h1At };
  });
  expect(sent, 'the guide was asked for').toBeDefined();
  expect(sent!, `guide sent at ${sent} ms, the page's h1 at ${h1} ms`).toBeLessThan(h1!);
});
