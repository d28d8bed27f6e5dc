// What the benchmarks against the gateway server share (bench:routes, bench:interactions, bench:growth): a work
// directory removed at exit with the child processes, the gateway server on a fresh data directory,
// nginx with the repo's config in front of a build, and the demo citizen's SMS login.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, unwrap } from './gateway-client.mjs';
import { freePort } from './lighthouse-bench.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A temporary directory and a way to start Node children, both gone when the process exits. */
export function benchWork(prefix) {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const children = [];
  process.on('exit', () => {
    for (const c of children) c.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));
  const start = (args, env) => {
    const child = spawn(process.execPath, args, { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    return child;
  };
  return { work, start };
}

/** Waits until `url` answers 2xx (a minute at most). */
export async function until(what, url) {
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

/** Stops a child started by `start` and waits until it is gone (ten seconds at most). */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The built gateway server (dist-server/gateway.mjs) on 127.0.0.1 on a fresh data directory
 * (`dataDir`, default `gateway-data` in the work directory): its URL, its admin token and `stop`.
 */
export async function gatewayProcess({ work, start }, { dataDir = join(work, 'gateway-data') } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const adminToken = `bench-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  const child = start(['dist-server/gateway.mjs'], {
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_PORT: String(port),
    GATEWAY_DATA_DIR: dataDir,
    GATEWAY_ADMIN_TOKEN: adminToken,
  });
  await until('the gateway server', `${url}/healthz`);
  return { url, adminToken, stop: () => stopChild(child) };
}

/** The built gateway server on a fresh data directory; its URL. */
export async function startGateway(stack) {
  return (await gatewayProcess(stack)).url;
}

/**
 * A function of the emulator's test interface through the server's admin API
 * (docs/gateway-server.md: `POST /__admin/api/<name>`); what it returned.
 */
export async function adminCall({ url, adminToken }, name, ...args) {
  const res = await fetch(`${url}/__admin/api/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok || body?.code !== 200) throw new Error(`admin ${name}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

/** nginx with the repo's config serving `root`, proxying the gateway server when given: its origin and `stop`. */
export async function nginxProcess({ start }, root, gateway) {
  const port = await freePort();
  const child = start(['scripts/nginx.mjs', 'serve', '--port', String(port), '--root', root, ...(gateway ? ['--gateway', gateway] : [])], {
    VITE_GATEWAY: gateway ? '/gw' : '',
  });
  const origin = `http://127.0.0.1:${port}`;
  await until('nginx', `${origin}/`);
  return { origin, stop: () => stopChild(child) };
}

/** nginx with the repo's config serving `root`, proxying the gateway server when given; its origin. */
export async function serveBuild(stack, root, gateway) {
  return (await nginxProcess(stack, root, gateway)).origin;
}

/**
 * The demo citizen's SMS login at the gateway `gw` (the demo code as the demo gateway answers it):
 * the mobile secret a login keeps on the device, and the tab's session.
 */
export async function smsLogin(gw, mobile) {
  const sent = unwrap(await call(gw, 'POST', '/wechat-hall/reg/sendSmsCode', { body: { mobile } }));
  const checked = unwrap(await call(gw, 'GET', '/wechat-hall/reg/setMobileUser', { query: { mobile, code: sent.demoCode } }));
  if (!checked?.success) throw new Error(`setMobileUser refused the demo code: ${checked?.message}`);
  const session = unwrap(await call(gw, 'POST', `/wechat-hall/login/signByPhone/${mobile}`, { query: { secret: checked.secret } }));
  return { secret: checked.secret, session: { token: session.token, secret: session.secret } };
}
