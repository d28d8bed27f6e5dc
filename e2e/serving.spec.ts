import { expect, resetEmulator, test } from './fixtures';

// The suite runs against nginx with deploy/nginx.conf (playwright.config.ts): what production sends.

test('index.html is revalidated and carries the security headers', async ({ request }) => {
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
  // No inline script in the page itself.
  expect(await res.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('hashed assets are immutable for a year and compressed; a missing one is a 404', async ({ request }) => {
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

test('the built-in preview page answers without its .html extension', async ({ request }) => {
  const res = await request.get('./preview-service/onlinePreview?url=x');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<div id="preview-service">');
});

test('the policy blocks an injected inline script, and the journey guard sees it', async ({ app: page, csp }) => {
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
