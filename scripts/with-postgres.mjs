// Runs a command with a throw-away PostgreSQL server, for the gateway server's database switch
// (DATABASE_URL; docs/gateway-server.md), tested once in CI:
//
//   node scripts/with-postgres.mjs <command> [args...]
//
// Installs Debian's postgresql when missing (as root, like ensure-chromium.mjs), makes a cluster in
// a temporary directory owned by the `postgres` user, starts it on 127.0.0.1 at a free port, runs
// the command with OW_TEST_DATABASE_URL set, then stops the server and removes the directory.
// Where PostgreSQL cannot be had (not root and not installed), the command runs without the
// variable and the PostgreSQL tests say they were skipped.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function ensurePostgres() {
  let bin = binDir();
  if (bin || !isRoot) return bin;
  console.error('Installing postgresql with apt-get (first run only)…');
  // RUNLEVEL=1: the package must not start a system server.
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq postgresql', {
    stdio: ['ignore', 2, 2],
  });
  bin = binDir();
  return bin;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function run(command, argv, env) {
  return new Promise((resolve) => {
    const child = spawn(command, argv, { stdio: 'inherit', env, shell: false });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const bin = ensurePostgres();
let url = '';
let dir = '';
const asPostgres = (tool, argv) =>
  isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...argv], { stdio: ['ignore', 'pipe', 'inherit'] })
    : execFileSync(join(bin, tool), argv, { stdio: ['ignore', 'pipe', 'inherit'] });
if (bin) {
  dir = mkdtempSync(join(tmpdir(), 'ow-postgres-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  asPostgres('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.error(`PostgreSQL (${bin}) on 127.0.0.1:${port} for this run`);
} else {
  console.error('PostgreSQL is not installed and cannot be installed here (not root): its tests are skipped.');
}

const code = await run(cmd, args, { ...process.env, ...(url ? { OW_TEST_DATABASE_URL: url } : {}) });
if (bin) {
  try {
    asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
