// nginx for OneWindow: renders deploy/nginx.conf and runs it, as production serves the app.
//
//   node scripts/nginx.mjs serve [--port 4173] [--root dist] [--gateway http://127.0.0.1:8787]
//       The e2e suite's server (Playwright's webServer): installs Debian's nginx when missing
//       (as root; otherwise says how), renders the config into a temp dir and runs nginx as a
//       non-daemon child on 127.0.0.1 only. SIGTERM/SIGINT stop it and remove the temp dir.
//   node scripts/nginx.mjs render --out FILE [--listen 8080] [--root DIR] [--tmp DIR] [--brotli auto|yes|no]
//                                 [--gateway http://127.0.0.1:8787]
//       Writes the rendered config (the container's, see Dockerfile). --csp-at-start leaves
//       {{OW_CSP}} for the container's start step to fill from a hall's settings (scripts/hall-config.ts).
//   node scripts/nginx.mjs ensure
//       Installs Debian's nginx when missing, and nothing else: run once before Playwright's
//       workers each start their own nginx (e2e-server/stack.ts), which would race for apt's lock.
//
// --gateway: nginx also proxies the gateway server (server/main.ts) on the same origin: /gw/ and
// /cloud-api/, the socket /gw/im/socket, /healthz and /__admin (deploy/nginx.conf's GATEWAY
// sections; scripts/serve.mjs, docs/deploy.md). Without it the config is the static one.
//
// The Content-Security-Policy comes from the build's VITE_* environment (scripts/csp.mjs);
// CSP_FILE_ORIGINS (space-separated origins) adds where previewed documents are fetched from.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { contentSecurityPolicy, permissionsPolicy, withSameHostSockets } from './csp.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = join(repo, 'deploy/nginx.conf');

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
const [command, ...rest] = isMain ? process.argv.slice(2) : [];
const opt = (name, def) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : def;
};

function findNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx']) if (existsSync(p)) return p;
  try {
    return execSync('command -v nginx', { encoding: 'utf8', shell: '/bin/sh' }).trim() || null;
  } catch {
    return null;
  }
}

/** Debian's nginx, installed with apt-get when missing (root only), like ensure-chromium.mjs. */
function ensureNginx() {
  let nginx = findNginx();
  if (nginx) return nginx;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "\nThe e2e tests are served by Debian's nginx. Install it with:\n  sudo apt-get update && sudo apt-get install -y nginx\n(or set NGINX_PATH to an nginx binary)\n",
    );
    process.exit(1);
  }
  console.error('Installing nginx with apt-get (first run only)…');
  // RUNLEVEL=1: the package must not start a system nginx on port 80.
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq nginx', { stdio: ['ignore', 2, 2] });
  nginx = findNginx();
  if (!nginx) {
    console.error('nginx is still missing after apt-get install.');
    process.exit(1);
  }
  return nginx;
}

/** Where this nginx keeps mime.types and its dynamic modules (from `nginx -V`). */
function nginxPaths(nginx) {
  let info = '';
  try {
    info = execSync(`"${nginx}" -V 2>&1`, { encoding: 'utf8', shell: '/bin/sh' });
  } catch {
    /* defaults below */
  }
  const conf = /--conf-path=(\S+)/.exec(info)?.[1] ?? '/etc/nginx/nginx.conf';
  const modules = /--modules-path=(\S+)/.exec(info)?.[1] ?? '/usr/lib/nginx/modules';
  return { mimeTypes: join(dirname(conf), 'mime.types'), modules };
}

/**
 * The upstream of `--gateway`: `http://host:port` (a host name or IPv4 address, no path) as
 * `host:port`, or null when none is given. Anything else is refused: nginx would take it as
 * configuration text.
 */
export function gatewayUpstream(address) {
  if (!address) return null;
  const m = /^http:\/\/([A-Za-z0-9.-]+):(\d{1,5})\/?$/.exec(address.trim());
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 65535) {
    throw new Error(`--gateway must be http://host:port (the gateway server, e.g. http://127.0.0.1:8787), got "${address}"`);
  }
  return `${m[1]}:${m[2]}`;
}

/**
 * The GATEWAY sections of the template (`# {{#GATEWAY}}`): kept without their markers with a
 * gateway, or left out entirely; the inverted ones (`# {{^GATEWAY}}`) the other way round.
 */
function gatewaySections(text, keep) {
  return text.replace(/^[ \t]*# \{\{([#^])GATEWAY\}\}\n([\s\S]*?)^[ \t]*# \{\{\/GATEWAY\}\}\n/gm, (_, kind, body) =>
    (kind === '#') === keep ? body : '',
  );
}

const BROTLI_TYPES = 'text/css application/javascript text/javascript application/json application/wasm image/svg+xml text/plain';

/** The rendered config. */
export function renderConfig({
  listen,
  root,
  tmp,
  mimeTypes,
  modulesDir,
  brotliModules = 'auto',
  user = '',
  env,
  fileOrigins = [],
  gateway = null,
  cspAtStart = false,
}) {
  const upstream = gatewayUpstream(gateway);
  const brotli = ['filter', 'static'].map((m) => join(modulesDir ?? '', `ngx_http_brotli_${m}_module.so`));
  // auto: where this machine's nginx has them; yes/no: decided by the caller (the container).
  const hasBrotli = brotliModules === 'auto' ? Boolean(modulesDir) && brotli.every((f) => existsSync(f)) : brotliModules === 'yes';
  const values = {
    LISTEN: listen,
    ROOT: root,
    TMP: tmp,
    MIME_TYPES: mimeTypes,
    USER: user ? `user ${user};` : '',
    MODULES: hasBrotli ? brotli.map((f) => `load_module ${f};`).join('\n') : '# brotli: modules not installed, gzip only',
    BROTLI: hasBrotli ? `brotli on;\n  brotli_static on;\n  brotli_comp_level 5;\n  brotli_types ${BROTLI_TYPES};` : '',
    // --csp-at-start: left to the container's start step, from the hall's settings (scripts/hall-config.ts).
    CSP: cspAtStart
      ? '{{OW_CSP}}'
      : upstream
        ? withSameHostSockets(contentSecurityPolicy(env, { fileOrigins }))
        : contentSecurityPolicy(env, { fileOrigins }),
    PERMISSIONS: permissionsPolicy({ camera: true }),
    GATEWAY_SERVER: upstream ?? '',
  };
  return gatewaySections(readFileSync(TEMPLATE, 'utf8'), Boolean(upstream)).replace(/\{\{([A-Z_]+)\}\}/g, (_, k) => {
    if (!(k in values)) throw new Error(`deploy/nginx.conf: unknown placeholder {{${k}}}`);
    return values[k];
  });
}

/** The VITE_* variables a production build in this checkout sees (.env files and the environment). */
function buildEnv() {
  return loadEnv('production', repo, 'VITE_');
}

const fileOrigins = (process.env.CSP_FILE_ORIGINS || '').split(/\s+/).filter(Boolean);

if (isMain && command === 'ensure') {
  console.error(`nginx: ${ensureNginx()}`);
} else if (isMain && command === 'render') {
  const out = opt('--out');
  if (!out) throw new Error('render needs --out FILE');
  const nginx = findNginx();
  const paths = nginx ? nginxPaths(nginx) : { mimeTypes: '/etc/nginx/mime.types', modules: '/usr/lib/nginx/modules' };
  const text = renderConfig({
    listen: opt('--listen', '8080'),
    root: opt('--root', '/srv/onewindow'),
    tmp: opt('--tmp', '/tmp/nginx'),
    mimeTypes: opt('--mime-types', paths.mimeTypes),
    // In the container the brotli modules are installed in the serving stage, not where this runs.
    modulesDir: opt('--modules', paths.modules),
    brotliModules: opt('--brotli', 'auto'),
    env: buildEnv(),
    fileOrigins,
    gateway: opt('--gateway'),
    cspAtStart: rest.includes('--csp-at-start'),
  });
  mkdirSync(dirname(resolve(out)), { recursive: true });
  writeFileSync(out, text);
} else if (isMain && command === 'serve') {
  const port = Number(opt('--port', process.env.E2E_PORT || 4173));
  const root = resolve(opt('--root', join(repo, 'dist')));
  const gateway = opt('--gateway');
  gatewayUpstream(gateway); // a bad address stops here, before nginx is looked for
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`${root}/index.html is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const nginx = ensureNginx();
  const paths = nginxPaths(nginx);
  const tmp = mkdtempSync(join(tmpdir(), 'ow-nginx-'));
  chmodSync(tmp, 0o755);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const conf = join(tmp, 'nginx.conf');
  writeFileSync(
    conf,
    renderConfig({
      listen: `127.0.0.1:${port}`,
      root,
      tmp,
      mimeTypes: paths.mimeTypes,
      modulesDir: paths.modules,
      // As root, nginx's workers would otherwise drop to `nobody`, who may not read the checkout.
      user: isRoot ? 'root' : '',
      env: buildEnv(),
      fileOrigins,
      gateway,
    }),
  );
  const child = spawn(nginx, ['-p', tmp, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
  let stopping = false;
  const cleanup = () => rmSync(tmp, { recursive: true, force: true });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    child.kill(signal === 'SIGINT' ? 'SIGTERM' : signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => stop('SIGTERM'));
  child.on('exit', (code, signal) => {
    cleanup();
    process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
  });
  console.error(`nginx serving ${root} on http://127.0.0.1:${port}/${gateway ? `, the gateway ${gateway} on /gw/` : ''} (config ${conf})`);
} else if (isMain) {
  console.error(
    'usage: node scripts/nginx.mjs ensure | serve [--port N] [--root DIR] [--gateway URL] | render --out FILE [--listen 8080] [--root DIR] [--tmp DIR] [--gateway URL]',
  );
  process.exit(2);
}
