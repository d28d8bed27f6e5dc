/* global window */
// Bundle benchmark (issue 2): the JavaScript that the first load of `#/home` fetches, gzip
// compressed, without the emulator's own chunks. A figure printed, not a timed test.
//
// Usage: npm run bench:bundle            (builds when dist/ is missing)
//        npm run bench:bundle -- --json  (machine-readable figures)
import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const BUDGET_KB = 150;
const dist = join(process.cwd(), 'dist');
const json = process.argv.includes('--json');

if (!existsSync(join(dist, '.vite/manifest.json'))) execSync('npm run build', { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** Files reachable from a manifest key through static imports. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

// The emulator's chunks: what its dynamic entry pulls in that the app's entry does not.
const appFiles = closure('index.html');
const emulatorFiles = new Set([...closure('src/mocks/browser.ts')].filter((f) => !appFiles.has(f)));

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const base = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 393, height: 851 } });
  await page.addInitScript(() => window.localStorage.setItem('ow.e2e', '1'));
  const scripts = new Set();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.request().resourceType() === 'script' || url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${base}#/home`);
  await page.getByText('便民服务').waitFor();
  await page.waitForLoadState('networkidle');

  const rows = [];
  for (const path of scripts) {
    const rel = path.replace(/^\//, '');
    const file = join(dist, rel);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    const emulator = emulatorFiles.has(rel) || rel === 'mockServiceWorker.js';
    rows.push({ file: rel, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, emulator });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const counted = rows.filter((r) => !r.emulator);
  const totalKb = counted.reduce((s, r) => s + r.gzip, 0) / 1024;
  const emulatorKb = rows.filter((r) => r.emulator).reduce((s, r) => s + r.gzip, 0) / 1024;
  if (json) {
    console.log(
      JSON.stringify(
        { totalKb: Number(totalKb.toFixed(1)), budgetKb: BUDGET_KB, emulatorKb: Number(emulatorKb.toFixed(1)), files: rows },
        null,
        2,
      ),
    );
  } else {
    console.log('JavaScript fetched by the first load of #/home (gzip -9):');
    for (const r of rows)
      console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${r.file}${r.emulator ? '  (emulator, not counted)' : ''}`);
    console.log(
      `Total without the emulator: ${totalKb.toFixed(1)} KB (budget ${BUDGET_KB} KB) ${totalKb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
    );
    console.log(`Emulator chunks, loaded once the first page has painted: ${emulatorKb.toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
