// What the first-load benchmarks share (scripts/bench-home.mjs, scripts/bench-routes.mjs): Lighthouse
// (pinned 12.8, Node 20) with its default config, the mobile preset with simulated throttling
// (150 ms RTT, 1.6 Mbps, 4x CPU), each run in a fresh headless Chromium with a fresh profile (a
// cold first load), as ../shared/tools/pagebench does.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { join } from 'node:path';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.unref();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

export const median = (xs) => {
  const v = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/**
 * One cold Lighthouse run of `url`. `prepareProfile(dir)` may write to the fresh profile first
 * (a login kept on the device); storage is then left as it is (`disableStorageReset`), the HTTP
 * cache still empty of the app.
 */
export async function measure(url, { work, prepareProfile } = {}) {
  const userDataDir = mkdtempSync(join(work, 'profile-'));
  if (prepareProfile) await prepareProfile(userDataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(prepareProfile),
    });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // OW_LHR_DIR: keep each run's whole report (where the time goes: the LCP element, its phases, the requests).
    if (process.env.OW_LHR_DIR) writeFileSync(join(process.env.OW_LHR_DIR, `${Date.now()}.json`), JSON.stringify(lhr));
    const a = lhr.audits;
    const js = a['network-requests'].details.items.filter((r) => r.resourceType === 'Script' && !/^(data|blob):/.test(r.url));
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: a['first-contentful-paint'].numericValue,
      lcpMs: a['largest-contentful-paint'].numericValue,
      tbtMs: a['total-blocking-time'].numericValue,
      jsKb: js.reduce((s, r) => s + (r.transferSize || 0), 0) / 1024,
      jsRequests: js.length,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Builds the app at `repo` into `outDir` (the config's own when null) with `env` set for the
 * build only (the configuration is read at build time).
 */
export async function buildApp(repo, outDir, env, configFile = join(repo, 'vite.config.ts')) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({ root: repo, configFile, logLevel: 'error', build: outDir ? { outDir, emptyOutDir: true } : {} });
  } finally {
    for (const k of Object.keys(env)) if (saved[k] === undefined) delete process.env[k];
    Object.assign(process.env, saved);
  }
}

/** Each target's medians, and its LCP against the first target's (the floor). */
export function summarize(targets) {
  const rows = targets.map((t) => {
    const m = (k) => median(t.runs.map((r) => r[k]));
    return {
      target: t.label,
      score: m('score'),
      fcpMs: m('fcpMs'),
      lcpMs: m('lcpMs'),
      tbtMs: m('tbtMs'),
      jsKb: m('jsKb'),
      jsRequests: m('jsRequests'),
    };
  });
  for (const r of rows) r.lcpVsFloor = r.lcpMs / rows[0].lcpMs;
  return rows;
}
