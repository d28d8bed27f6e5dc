// `npm run serve`: the production build behind nginx, with the gateway server, as it is deployed
// with one (docs/deploy.md).
//
//   node scripts/serve.mjs [--port 8080] [--gateway-port 8787] [--data DIR] [--dist DIR] [--no-build]
//
// Builds the app for a real gateway on its own origin (VITE_GATEWAY=/gw, into dist/) and the
// server (`npm run build:server`: dist-server/gateway.mjs) unless --no-build; starts the server on
// 127.0.0.1:<gateway-port> with its data in DIR (--data, else GATEWAY_DATA_DIR, else
// .gateway-data/) and waits for its /healthz; then nginx on 127.0.0.1:<port> with
// deploy/nginx.conf proxying the gateway (`scripts/nginx.mjs serve --gateway`), and prints the
// address once nginx answers. SIGINT/SIGTERM stop both; when either stops, so does the other.
// GATEWAY_ADMIN_TOKEN and DATABASE_URL reach the server as they are set.
//
// The container runs this same supervisor on the config rendered when its image was built
// (Dockerfile), with nothing but Node (no checkout, no vite):
//
//   node serve.mjs --no-build --nginx-conf FILE --gateway-entry FILE [--port 8080] [--gateway-port 8787]
//
// --nginx-conf runs that config with the system nginx (NGINX_PATH, else nginx on the PATH) in
// place of scripts/nginx.mjs; --gateway-entry is the server's module. The e2e suite keeps
// `node scripts/nginx.mjs serve` (static files only, the in-page emulator).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const port = Number(opt('port', 8080));
const gatewayPort = Number(opt('gateway-port', 8787));
const build = !args.includes('--no-build');
const dist = resolve(opt('dist', join(repo, 'dist')));
const nginxConf = opt('nginx-conf');
const gatewayEntry = resolve(opt('gateway-entry', join(repo, 'dist-server/gateway.mjs')));
const dataDir = resolve(opt('data', process.env.GATEWAY_DATA_DIR || join(repo, '.gateway-data')));
for (const [name, value] of [
  ['--port', port],
  ['--gateway-port', gatewayPort],
]) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) fail(`${name} must be a port number`);
}
if (port === gatewayPort) fail('--port and --gateway-port must differ');

function fail(message) {
  console.error(`serve: ${message}`);
  process.exit(1);
}

/** A build step in the foreground; its failure stops here. */
function step(title, command, commandArgs, env = process.env) {
  console.error(`serve: ${title}…`);
  const r = spawnSync(command, commandArgs, { cwd: repo, env, stdio: 'inherit' });
  if (r.status !== 0) fail(`${title} failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`})`);
}

if (build) {
  // The app as deployed with the server: the gateway and the cloud API on this origin, no emulator.
  step(
    'building the app (VITE_GATEWAY=/gw)',
    process.execPath,
    [join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
    {
      ...process.env,
      VITE_GATEWAY: '/gw',
      VITE_DEMO_AUTH: 'true',
    },
  );
  step('building the gateway server', 'npm', ['run', 'build:server']);
}

if (!existsSync(gatewayEntry)) fail(`${gatewayEntry} is missing: run \`npm run build:server\` (or drop --no-build)`);
if (!nginxConf) {
  if (!existsSync(join(dist, 'index.html'))) fail(`${dist}/index.html is missing: drop --no-build`);
  // The emulator's build answers every call in the page: the server would stand by unused. Its
  // configuration is in the app's chunk (scripts/vite-plugin-env.ts): `isEmulator:!0` minified.
  const assets = join(dist, 'assets');
  const emulatorBuild =
    existsSync(assets) &&
    readdirSync(assets).some((f) => f.endsWith('.js') && /\bisEmulator:(!0|true)\b/.test(readFileSync(join(assets, f), 'utf8')));
  if (emulatorBuild) fail(`${dist} is the emulator's build (VITE_GATEWAY=emulator): drop --no-build, or build it with VITE_GATEWAY=/gw`);
}

/** The system nginx (the container's), for --nginx-conf. */
function systemNginx() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';
}

const children = new Map();
let stopping = false;
let exitCode = 0;

function start(name, command, commandArgs, env = process.env) {
  const child = spawn(command, commandArgs, { cwd: repo, env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.set(name, child);
  child.on('error', (e) => {
    console.error(`serve: ${name} did not start: ${e.message}`);
    children.delete(name);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      // A Ctrl-C reaches the children too: one may be gone before this process hears it.
      console.error(`serve: ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(code === 0 ? 0 : 1);
    }
    if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

/** Stops every child (nginx first: no new requests while the server finishes its writes). */
function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (children.size === 0) process.exit(exitCode);
  for (const name of ['nginx', 'gateway']) children.get(name)?.kill('SIGTERM');
  // The server stores what it has taken before it exits; past 15 s it is killed.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 15_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

/** Resolves once `url` answers 2xx; fails when the child exits first or after 60 s. */
async function ready(name, url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (stopping || child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`serve: ${name} did not answer ${url} within 60 s`);
  stop(1);
  return false;
}

const gateway = start('gateway', process.execPath, [gatewayEntry], {
  ...process.env,
  // Only nginx reaches the server: the socket, /healthz and /__admin go through it.
  GATEWAY_HOST: '127.0.0.1',
  GATEWAY_PORT: String(gatewayPort),
  GATEWAY_DATA_DIR: dataDir,
});
if (!(await ready('the gateway server', `http://127.0.0.1:${gatewayPort}/healthz`, gateway))) await new Promise(() => {});

let nginx;
if (nginxConf) {
  const conf = resolve(nginxConf);
  // Its pid and temp files (the rendering's --tmp): made here too, for a /tmp that starts empty.
  const tmp = /^pid (.+)\/nginx\.pid;$/m.exec(readFileSync(conf, 'utf8'))?.[1];
  if (tmp) mkdirSync(tmp, { recursive: true });
  nginx = start('nginx', systemNginx(), ['-p', dirname(conf), '-c', conf, '-e', 'stderr']);
} else {
  nginx = start(
    'nginx',
    process.execPath,
    [join(repo, 'scripts/nginx.mjs'), 'serve', '--port', String(port), '--root', dist, '--gateway', `http://127.0.0.1:${gatewayPort}`],
    // The CSP is computed from the build's variables: the same VITE_GATEWAY the build had.
    { ...process.env, VITE_GATEWAY: '/gw' },
  );
}
if (!(await ready('nginx', `http://127.0.0.1:${port}/healthz`, nginx))) await new Promise(() => {});

const origin = `http://127.0.0.1:${port}`;
console.log(
  [
    '',
    `OneWindow, the production build with the gateway server behind nginx: ${origin}/`,
    `  gateway server: http://127.0.0.1:${gatewayPort} (data: ${dataDir}), proxied on ${origin}/gw/ and ${origin}/cloud-api/`,
    `  health: ${origin}/healthz · demo controls: ${origin}/__admin/ (the admin token is printed above)`,
    '  Ctrl-C stops both.',
    '',
  ].join('\n'),
);
