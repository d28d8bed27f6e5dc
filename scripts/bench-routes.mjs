// The first load of the pages citizens land on (issue 37), next to the bare stack, in one run.
//
//   npm run bench:routes                          5 cold runs per page, medians, a Markdown table
//   npm run bench:routes -- --runs 3 --only search,guidelines --json
//
// Against the gateway server: the production build (`build:gw`: VITE_GATEWAY=/gw, no emulator in
// the page) served by nginx with deploy/nginx.conf (scripts/nginx.mjs), which proxies /gw to the
// gateway server (dist-server/gateway.mjs) on a fresh data directory. The floor
// (scripts/bench-floor: React 19, the router, one antd-mobile page) in the same run, round-robin
// (floor, page A, page B, …, floor, …) so that the machine's noise hits them alike. Each run is a
// fresh Chromium with a fresh profile: a cold first load (scripts/lib/lighthouse-bench.mjs).
//
// The pages marked `kept login` open for a citizen whose login is kept on the device: the profile
// holds the mobile credentials a login keeps (accountMobile, validateMobileSecret of 13800138000,
// the seed's U0001), written before Lighthouse opens the page; the page's start logs in silently.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { call, unwrap } from './lib/gateway-client.mjs';
import { buildApp, CHROME, freePort, measure, summarize } from './lib/lighthouse-bench.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const RUNS = Number(opt('--runs', 5));
const ONLY = opt('--only', '').split(',').filter(Boolean);
const JSON_OUT = args.includes('--json');
// `--compare`: each page also from a build without the landing preload (scripts/vite-plugin-landing.ts), in the same run.
const COMPARE = args.includes('--compare');
const log = (s) => process.stderr.write(`${s}\n`);

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const HALL = 'H1201010';
const MATTER = 'M12010100';
const MOBILE = '13800138000';

/** The landing pages of issue 37: what a citizen taps in a notice, a shared link, a QR code or the map. */
const PAGES = [
  { name: 'home', path: '/home' },
  { name: 'guidelines', path: `/guidelines?matterId=${MATTER}` },
  { name: 'understandCard', path: `/understandCard?matterId=${MATTER}` },
  { name: 'search', path: '/search' },
  { name: 'findTheLobby', path: '/findTheLobby' },
  { name: 'governmentMap', path: '/governmentMap' },
  { name: 'lntroductionhall', path: `/lntroductionhall?hallId=${HALL}` },
  { name: 'hallIntroPortal', path: `/hallIntroPortal?hallId=${HALL}` },
  { name: 'windowActual', path: `/windowActual?hallId=${HALL}` },
  { name: 'complaint', path: '/complaint' },
  { name: 'previewFile', path: '/previewFile?fileUrl=%2Ffixtures%2Fsample.png' },
  { name: 'myQueue', path: '/myQueue', kept: true },
  { name: 'appointmentDetails', path: '/appointmentDetails?id=', kept: true, booking: true },
  { name: 'officeInfolist', path: '/officeInfolist?id=CS-U0001-ONE', kept: true },
  { name: 'oicqContent', path: '/oicqContent?peerId=M13600136001', kept: true },
  { name: 'certificate', path: '/certificate', kept: true },
];

const work = mkdtempSync(join(tmpdir(), 'ow-bench-routes-'));
const children = [];
process.on('exit', () => {
  for (const c of children) c.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

async function until(what, url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

/** nginx with the repo's config for `root`, proxying the gateway server when given. */
async function serve(root, gateway) {
  const port = await freePort();
  start(['scripts/nginx.mjs', 'serve', '--port', String(port), '--root', root, ...(gateway ? ['--gateway', gateway] : [])], {
    VITE_GATEWAY: gateway ? '/gw' : '',
  });
  const origin = `http://127.0.0.1:${port}`;
  await until('nginx', `${origin}/`);
  return origin;
}

/** The mobile secret a login keeps on the device (SMS code as the demo gateway answers it, then its check). */
async function keptCredentials(gw) {
  const sent = unwrap(await call(gw, 'POST', '/wechat-hall/reg/sendSmsCode', { body: { mobile: MOBILE } }));
  const checked = unwrap(await call(gw, 'GET', '/wechat-hall/reg/setMobileUser', { query: { mobile: MOBILE, code: sent.demoCode } }));
  if (!checked?.success) throw new Error(`setMobileUser refused the demo code: ${checked?.message}`);
  const session = unwrap(await call(gw, 'POST', `/wechat-hall/login/signByPhone/${MOBILE}`, { query: { secret: checked.secret } }));
  return { secret: checked.secret, session: { token: session.token, secret: session.secret } };
}

/** A booking of U0001's, for 预约详情: the first free slot of the hall's calendar. */
async function aBooking(gw, session) {
  const get = async (path, query) => unwrap(await call(gw, 'GET', path, { query, session }));
  const days = await get('/auth/dayTime/dateList', { hallId: HALL, matterId: MATTER });
  for (const d of days.dates.filter((x) => x.status === 'open')) {
    const slot = (await get('/auth/dayTime/reserveTimeList', { hallId: HALL, matterId: MATTER, date: d.date })).find(
      (s) => s.status === 'open',
    );
    if (!slot) continue;
    const body = {
      hallId: HALL,
      matterId: MATTER,
      date: d.date,
      startTime: slot.startTime,
      name: '张三',
      mobile: MOBILE,
      idcard: '120101199001010017',
      remark: '',
    };
    return unwrap(await call(gw, 'PUT', '/auth/reservation/reserve', { body, session })).id;
  }
  throw new Error('no free slot to book for 预约详情');
}

/** Writes the kept login into a fresh profile without loading the app (its cache stays cold). */
const keptLogin = (origin, secret) => async (userDataDir) => {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/version.json`);
    await page.evaluate(
      ([mobile, s]) => {
        globalThis.localStorage.setItem('accountMobile', mobile);
        globalThis.localStorage.setItem('validateMobileSecret', s);
      },
      [MOBILE, secret],
    );
  } finally {
    await context.close();
  }
};

log('building the floor, the production build (build:gw) and the gateway server…');
await build({
  root: join(repo, 'scripts/bench-floor'),
  configFile: false,
  logLevel: 'error',
  plugins: [react()],
  build: { outDir: join(work, 'floor'), emptyOutDir: true },
});
await buildApp(repo, join(work, 'app'), { VITE_GATEWAY: '/gw', VITE_DEMO_AUTH: 'true' });
if (COMPARE) await buildApp(repo, join(work, 'app-before'), { VITE_GATEWAY: '/gw', VITE_DEMO_AUTH: 'true', OW_LANDING_PRELOAD: 'off' });
await buildApp(repo, null, {}, join(repo, 'vite.server.config.ts'));

const gatewayPort = await freePort();
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
start(['dist-server/gateway.mjs'], {
  GATEWAY_HOST: '127.0.0.1',
  GATEWAY_PORT: String(gatewayPort),
  GATEWAY_DATA_DIR: join(work, 'gateway-data'),
  GATEWAY_ADMIN_TOKEN: `bench-${Math.random().toString(36).slice(2)}`,
});
await until('the gateway server', `${gatewayUrl}/healthz`);
const floor = await serve(join(work, 'floor'));
const app = await serve(join(work, 'app'), gatewayUrl);
const before = COMPARE ? await serve(join(work, 'app-before'), gatewayUrl) : null;

const pages = PAGES.filter((p) => !ONLY.length || ONLY.includes(p.name));
const kept = pages.some((p) => p.kept) ? await keptCredentials(`${app}/gw`) : null;
const booking = pages.some((p) => p.booking) ? await aBooking(`${app}/gw`, kept.session) : null;

const targets = [
  { label: 'floor: React 19 + router + one antd-mobile page', url: `${floor}/`, runs: [] },
  ...pages.flatMap((p) => {
    const path = p.booking ? `${p.path}${booking}` : p.path;
    const at = (origin, note) => ({
      label: `\`#/${p.name}\`${p.kept ? ' (kept login)' : ''}${note}`,
      url: `${origin}/#${path}${path.includes('?') ? '&' : '?'}${AREA}`,
      prepareProfile: p.kept ? keptLogin(origin, kept.secret) : undefined,
      runs: [],
    });
    return before ? [at(before, ', without the landing preload'), at(app, '')] : [at(app, '')];
  }),
];
for (let i = 0; i < RUNS; i++) {
  for (const t of targets) {
    const r = await measure(t.url, { work, prepareProfile: t.prepareProfile });
    t.runs.push(r);
    log(
      `run ${i + 1}/${RUNS} ${t.label}: score ${r.score} LCP ${Math.round(r.lcpMs)} ms TBT ${Math.round(r.tbtMs)} ms ${r.finalUrl.includes('#/login') ? '(ended on the login!)' : ''}`,
    );
  }
}

const rows = summarize(targets);

if (JSON_OUT) {
  const version = createRequire(import.meta.url)('lighthouse/package.json').version;
  console.log(JSON.stringify({ lighthouse: version, runs: RUNS, against: 'gateway server, build:gw', rows }, null, 2));
} else {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `Lighthouse ${RUNS} cold runs each (mobile preset), medians, one run side by side; the production build against the gateway server:\n`,
  );
  console.log('| page | score | LCP | x floor | TBT | FCP | first-load JS (transfer) | JS requests |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.target} | ${r.score} | ${s(r.lcpMs)} | ${r.lcpVsFloor.toFixed(2)} | ${Math.round(r.tbtMs)} ms | ${s(r.fcpMs)} | ${r.jsKb.toFixed(0)} KB | ${r.jsRequests} |`,
    );
  }
}
process.exit(0);
