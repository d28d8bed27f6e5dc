// The first load of #/home on a phone, next to the bare stack, in one run (issue 14).
//
//   npm run bench:home                 5 cold runs per target, medians, a Markdown table
//   npm run bench:home -- --runs 3 --json
//
// Builds three apps into a temp dir: the floor (scripts/bench-floor: React 19, the router, one
// antd-mobile page), OneWindow with a real gateway configured (the emulator left out) and the
// emulator build (the demo). Each is served by nginx with deploy/nginx.conf (scripts/nginx.mjs)
// on a loopback port. Lighthouse (pinned 12.8, Node 20) runs its default config: the mobile
// preset, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU), each run in a fresh headless
// Chromium with a fresh profile (a cold first load), the targets round-robin (A B C A B C ...)
// so the machine's noise hits them alike, as ../shared/tools/pagebench does.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { renderConfig } from './nginx.mjs';
import { buildApp, freePort, measure, summarize } from './lib/lighthouse-bench.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const RUNS = Number(opt('--runs', 5));
const JSON_OUT = args.includes('--json');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const log = (s) => process.stderr.write(`${s}\n`);

const work = mkdtempSync(join(tmpdir(), 'ow-bench-home-'));
const servers = [];
const cleanup = () => {
  for (const s of servers) s.kill('SIGTERM');
};
process.on('exit', () => {
  cleanup();
  rmSync(work, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

async function buildFloor(outDir) {
  await build({
    root: join(repo, 'scripts/bench-floor'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}

/** nginx with the repo's config for one build, on a free loopback port. */
async function serve(name, root, env) {
  const port = await freePort();
  const tmp = join(work, `nginx-${name}`);
  mkdirSync(tmp, { recursive: true });
  const info = execFileSync('/bin/sh', ['-c', `"${NGINX}" -V 2>&1`], { encoding: 'utf8' });
  const confDir = dirname(/--conf-path=(\S+)/.exec(info)?.[1] ?? '/etc/nginx/nginx.conf');
  const modulesDir = /--modules-path=(\S+)/.exec(info)?.[1] ?? '/usr/lib/nginx/modules';
  const isRoot = process.getuid?.() === 0;
  const conf = join(tmp, 'nginx.conf');
  writeFileSync(
    conf,
    renderConfig({
      listen: `127.0.0.1:${port}`,
      root,
      tmp,
      mimeTypes: join(confDir, 'mime.types'),
      modulesDir,
      user: isRoot ? 'root' : '',
      env,
    }),
  );
  const child = spawn(NGINX, ['-p', tmp, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'inherit'] });
  servers.push(child);
  for (let i = 0; i < 50; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) return `http://127.0.0.1:${port}`;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx for ${name} did not answer`);
}

const GATEWAY = { VITE_GATEWAY: 'https://gw.example.invalid/api' };
log('building the floor, the real-gateway build and the emulator build…');
await buildFloor(join(work, 'floor'));
await buildApp(repo, join(work, 'gateway'), GATEWAY);
await buildApp(repo, join(work, 'emulator'), { VITE_GATEWAY: 'emulator' });

const targets = [
  { label: 'floor: React 19 + router + one antd-mobile page', url: `${await serve('floor', join(work, 'floor'), {})}/`, runs: [] },
  {
    label: '`#/home`, build with a real gateway configured',
    url: `${await serve('gateway', join(work, 'gateway'), GATEWAY)}/#/home`,
    runs: [],
  },
  {
    label: '`#/home`, emulator build (the demo)',
    url: `${await serve('emulator', join(work, 'emulator'), { VITE_GATEWAY: 'emulator' })}/#/home`,
    runs: [],
  },
];
for (let i = 0; i < RUNS; i++) {
  for (const t of targets) {
    const r = await measure(t.url, { work });
    t.runs.push(r);
    log(`run ${i + 1}/${RUNS} ${t.label}: score ${r.score} LCP ${Math.round(r.lcpMs)} ms TBT ${Math.round(r.tbtMs)} ms`);
  }
}

const rows = summarize(targets);

if (JSON_OUT) {
  const version = createRequire(import.meta.url)('lighthouse/package.json').version;
  console.log(JSON.stringify({ lighthouse: version, runs: RUNS, rows }, null, 2));
} else {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`Lighthouse mobile preset, ${RUNS} cold runs each, medians, one run side by side (nginx, deploy/nginx.conf):\n`);
  console.log('| page | score | LCP | TBT | FCP | first-load JS (transfer) | JS requests |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [i, r] of rows.entries()) {
    const ratio = i === 0 ? '' : ` (${r.lcpVsFloor.toFixed(2)}x)`;
    console.log(
      `| ${r.target} | ${r.score} | ${s(r.lcpMs)}${ratio} | ${Math.round(r.tbtMs)} ms | ${s(r.fcpMs)} | ${r.jsKb.toFixed(0)} KB | ${r.jsRequests} |`,
    );
  }
}
process.exit(0);
