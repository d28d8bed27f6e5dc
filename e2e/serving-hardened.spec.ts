import { expect, isServerMode, test } from './fixtures';

// deploy/nginx.conf, hardened (issue 35, docs/deploy.md): what a CDN may keep, deep paths, HSTS,
// the health check and version.json, against the built app behind nginx (playwright.config.ts).

test('a missing file under assets/ is a 404 that nobody stores; a real one keeps its year', { tag: '@static' }, async ({ request }) => {
  for (const path of ['./assets/no-such-chunk-0000.js', './assets/no-such-style-0000.css', './assets/pdfjs/no-such.mjs']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['cache-control'], path).toBe('no-store');
  }
  const html = await (await request.get('./')).text();
  const entry = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  const res = await request.get(`./${entry}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A revalidation that finds it unchanged keeps the year too.
  const again = await request.get(`./${entry}`, { headers: { 'If-None-Match': res.headers()['etag'] ?? '' } });
  expect(again.status()).toBe(304);
  expect(again.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a deep path is sent to its hash route or is a 404, never index.html', { tag: '@static' }, async ({ request }) => {
  const redirects: [string, string][] = [
    ['./foo/bar', '/#/foo/bar'],
    ['./lntroductionhall?hallId=H1201010', '/#/lntroductionhall?hallId=H1201010'],
    ['./home/', '/#/home'],
  ];
  for (const [path, to] of redirects) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers()['location'], path).toBe(to);
    expect(res.headers()['cache-control'], path).toBe('no-store');
  }
  for (const path of ['./a/b/c.html', './foo/bar.js', './foo/b%20ar', './assets/x/y.css']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(res.headers()['cache-control'], path).toBe('no-store');
    expect(await res.text(), path).not.toContain('id="root"');
  }
  // What still answers from files: the app at /, and the preview service page without its .html.
  expect(await (await request.get('./')).text()).toContain('id="root"');
  expect((await request.get('./preview-service/onlinePreview?url=x', { maxRedirects: 0 })).status()).toBe(200);
});

test('a deep address opened in the browser shows the page, every script found', { tag: '@static' }, async ({ app: page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('./lntroductionhall/?hallId=H1201010');
  await expect(page).toHaveURL(/\/#\/lntroductionhall\?hallId=H1201010/);
  await expect(page.locator('#root h1')).toBeVisible();
  await page.goto('./foo/bar');
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('HSTS only when the request came over TLS', { tag: '@static' }, async ({ request }) => {
  expect((await request.get('./')).headers()['strict-transport-security']).toBeUndefined();
  expect((await request.get('./', { headers: { 'X-Forwarded-Proto': 'http' } })).headers()['strict-transport-security']).toBeUndefined();
  for (const proto of ['https', 'https, http']) {
    const res = await request.get('./', { headers: { 'X-Forwarded-Proto': proto } });
    expect(res.headers()['strict-transport-security'], proto).toBe('max-age=31536000');
  }
});

test('/healthz answers ok, never stored', { tag: '@static' }, async ({ request }) => {
  const res = await request.get('./healthz');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  if (isServerMode) {
    // With the gateway server behind it, nginx asks the server (deploy/nginx.conf): its own health.
    expect(await res.json()).toMatchObject({ ok: true });
  } else {
    expect(await res.text()).toBe('ok\n');
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  }
});

test('version.json names the build index.html carries, never stored', { tag: '@static' }, async ({ request }) => {
  const html = await (await request.get('./')).text();
  const running = /<meta name="ow-build" content="([^"]+)">/.exec(html)?.[1];
  expect(running).toMatch(/^[0-9a-f]{16}$/);
  const res = await request.get('./version.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(await res.json()).toEqual({ build: running });
});
