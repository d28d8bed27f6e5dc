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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { benchWork, serveBuild, smsLogin, startGateway } from './lib/bench-stack.mjs';
import { call, unwrap } from './lib/gateway-client.mjs';
import { buildApp, CHROME, measure, summarize } from './lib/lighthouse-bench.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const RUNS = Number(opt('--runs', 5));
const ONLY = opt('--only', '').split(',').filter(Boolean);
const JSON_OUT = args.includes('--json');
// `--compare`: each page also from a build without the landing preload (scripts/vite-plugin-landing.ts), in the same run;
// `--compare-env NAME=value`: from a build with that variable instead (OW_LANDING_CHUNKS=off: without the
// landing pages' own chunks, scripts/vite-plugin-landing-chunks.ts).
const COMPARE_ENV = opt('--compare-env', args.includes('--compare') ? 'OW_LANDING_PRELOAD=off' : '');
const COMPARE = Boolean(COMPARE_ENV);
// `--floor-call`: also the floor with one signed gateway call as its content (scripts/bench-floor-call),
// the least any landing page whose content is a call can be.
const FLOOR_CALL = args.includes('--floor-call');
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

const stack = benchWork('ow-bench-routes-');
const { work } = stack;

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
if (FLOOR_CALL)
  await build({
    root: join(repo, 'scripts/bench-floor-call'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: join(work, 'floor-call'), emptyOutDir: true },
  });
await buildApp(repo, join(work, 'app'), { VITE_GATEWAY: '/gw', VITE_DEMO_AUTH: 'true' });
if (COMPARE) {
  const [name, value] = COMPARE_ENV.split('=');
  await buildApp(repo, join(work, 'app-before'), { VITE_GATEWAY: '/gw', VITE_DEMO_AUTH: 'true', [name]: value });
}
await buildApp(repo, null, {}, join(repo, 'vite.server.config.ts'));

const gatewayUrl = await startGateway(stack);
const floor = await serveBuild(stack, join(work, 'floor'));
const app = await serveBuild(stack, join(work, 'app'), gatewayUrl);
const floorCall = FLOOR_CALL ? await serveBuild(stack, join(work, 'floor-call'), gatewayUrl) : null;
const before = COMPARE ? await serveBuild(stack, join(work, 'app-before'), gatewayUrl) : null;

const pages = PAGES.filter((p) => !ONLY.length || ONLY.includes(p.name));
const kept = pages.some((p) => p.kept) ? await smsLogin(`${app}/gw`, MOBILE) : null;
const booking = pages.some((p) => p.booking) ? await aBooking(`${app}/gw`, kept.session) : null;

const targets = [
  { label: 'floor: React 19 + router + one antd-mobile page', url: `${floor}/`, runs: [] },
  ...(floorCall
    ? [{ label: 'floor + one signed call (axios) as its content', url: `${floorCall}/#/guidelines?matterId=${MATTER}`, runs: [] }]
    : []),
  ...pages.flatMap((p) => {
    const path = p.booking ? `${p.path}${booking}` : p.path;
    const at = (origin, note) => ({
      label: `\`#/${p.name}\`${p.kept ? ' (kept login)' : ''}${note}`,
      url: `${origin}/#${path}${path.includes('?') ? '&' : '?'}${AREA}`,
      prepareProfile: p.kept ? keptLogin(origin, kept.secret) : undefined,
      runs: [],
    });
    return before ? [at(before, `, with ${COMPARE_ENV}`), at(app, '')] : [at(app, '')];
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
