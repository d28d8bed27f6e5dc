import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleHallConfig } from '../scripts/hall-config-bundle.mjs';

// One image, many halls (issue 35, item 2; docs/deploy.md): the SAME build, started twice with two
// halls' settings as the container starts it (scripts/hall-config.ts over the build's index.html
// and deploy/nginx.conf rendered with --csp-at-start), behind two nginx instances, talks to two
// different gateways, each allowed by its own CSP and by no other. The build is E2E_DIST (else
// dist/), built for a real gateway: VITE_GATEWAY=/gw npx vite build --outDir /tmp/h5-dist-gw.
// Nothing listens on the gateways' ports: the page's requests are caught by page.route.
const DIST = resolve(process.env.E2E_DIST || 'dist');
const PORT = Number(process.env.E2E_PORT || 4173);
const halls = [
  { name: 'A', port: PORT + 11, gateway: `http://127.0.0.1:${PORT + 21}`, area: '440000', fixed: '440100' },
  { name: 'B', port: PORT + 12, gateway: `http://127.0.0.1:${PORT + 22}`, area: '310000', fixed: '310100' },
];
const work = mkdtempSync(join(tmpdir(), 'ow-halls-'));
chmodSync(work, 0o755);
const servers: ChildProcess[] = [];

test.beforeAll(async () => {
  const nginx = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => p && existsSync(p));
  if (!nginx) throw new Error('nginx is missing: run the e2e suite once (scripts/nginx.mjs installs it)');
  const bundle = join(work, 'hall-config.mjs');
  await bundleHallConfig(bundle);
  writeFileSync(join(work, 'build-env.json'), JSON.stringify({ VITE_GATEWAY: '/gw' }));
  for (const hall of halls) {
    // One build copy: each hall's root links to its files, with index.html (and .gz/.br) its own.
    const root = join(work, `root-${hall.name}`);
    const tmp = join(work, `tmp-${hall.name}`);
    for (const d of [root, tmp]) mkdirSync(d, { recursive: true });
    chmodSync(tmp, 0o755);
    for (const f of readdirSync(DIST)) {
      if (/^index\.html/.test(f)) copyFileSync(join(DIST, f), join(root, f));
      else symlinkSync(join(DIST, f), join(root, f));
    }
    const template = join(tmp, 'nginx.conf.template');
    const render = spawnSync(
      process.execPath,
      [
        'scripts/nginx.mjs',
        'render',
        '--out',
        template,
        '--listen',
        `127.0.0.1:${hall.port}`,
        '--root',
        root,
        '--tmp',
        tmp,
        '--csp-at-start',
      ],
      { encoding: 'utf8' },
    );
    expect(render.status, render.stderr).toBe(0);
    const conf = join(tmp, 'nginx.conf');
    const start = spawnSync(
      process.execPath,
      [
        bundle,
        'apply',
        '--build-env',
        join(work, 'build-env.json'),
        '--html',
        join(root, 'index.html'),
        '--nginx-template',
        template,
        '--nginx-out',
        conf,
      ],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', VITE_GATEWAY: `${hall.gateway}/api`, VITE_ROOT_AREA: hall.area, VITE_FIXED_AREA: hall.fixed },
      },
    );
    expect(start.status, start.stderr).toBe(0);
    // As root, nginx's workers would drop to `nobody` (scripts/nginx.mjs serve does the same).
    if (process.getuid?.() === 0) writeFileSync(conf, `user root;\n${readFileSync(conf, 'utf8')}`);
    servers.push(spawn(nginx, ['-p', tmp, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] }));
  }
  for (const hall of halls) {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${hall.port}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 15_000 },
      )
      .toBe(200);
  }
});

test.afterAll(async () => {
  // nginx removes its pid file on the way out: the directory goes once both have exited.
  await Promise.all(
    servers.map((s) => new Promise((done) => (s.exitCode !== null ? done(null) : (s.once('exit', done), s.kill('SIGTERM'))))),
  );
  rmSync(work, { recursive: true, force: true });
});

/** An emulator build (`isEmulator:!0` in its configuration) keeps the emulator: a hall cannot move it. */
const emulatorBuild = () =>
  existsSync(join(DIST, 'assets')) &&
  readdirSync(join(DIST, 'assets')).some(
    (f) => f.endsWith('.js') && readFileSync(join(DIST, 'assets', f), 'utf8').includes('isEmulator:!0'),
  );

test('the same build started for two halls talks to two gateways, each allowed by its own CSP', async ({ browser }) => {
  test.skip(!existsSync(join(DIST, 'index.html')), `${DIST}/index.html is missing`);
  test.skip(
    emulatorBuild(),
    `${DIST} is an emulator build: build one for a gateway (VITE_GATEWAY=/gw npx vite build --outDir /tmp/h5-dist-gw) and pass it as E2E_DIST`,
  );
  for (const [i, hall] of halls.entries()) {
    const other = halls[1 - i];
    const page = await browser.newPage();
    const seen: string[] = [];
    // Automated browsers get the app only with the test flag (src/app/automation-gate.ts).
    await page.addInitScript(() => window.localStorage.setItem('ow.e2e', '1'));
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    // Any gateway: the address is recorded and answered as a gateway that knows nothing.
    await page.route(/^http:\/\/127\.0\.0\.1:\d+\/api\//, (route) => {
      seen.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
        body: JSON.stringify({ code: 200, msg: 'ok', data: null }),
      });
    });
    const res = await page.goto(`http://127.0.0.1:${hall.port}/#/home`);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp, hall.name).toContain(`connect-src 'self' blob: ${hall.gateway}`);
    expect(csp, hall.name).not.toContain(other.gateway);
    const config = JSON.parse((await page.locator('#ow-config').textContent()) ?? '{}');
    expect(config).toMatchObject({ gatewayBase: `${hall.gateway}/api`, rootArea: hall.area, fixedArea: hall.fixed });
    await expect.poll(() => seen.filter((u) => u.startsWith(`${hall.gateway}/api/`)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(seen.filter((u) => !u.startsWith(`${hall.gateway}/api/`))).toEqual([]);
    expect(blocked).toEqual([]);
    await page.close();
  }
});
