/**
 * What the two-phone journeys run against: the production build (no emulator in the page) behind
 * the repo's nginx config, which proxies the gateway, the cloud base and the socket to the gateway
 * server (dist-server/gateway.mjs) with a data directory of its own. The journeys can restart the
 * server (politely or with `kill -9`) while nginx and the phones stay. See docs/gateway-server.md.
 *
 * The main suite runs against the same stack with `E2E_GATEWAY=server` (e2e/fixtures.ts): one
 * stack per worker, on ports of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN_TOKEN = 'e2e-server-admin-token';
const APP_PORT = Number(process.env.E2E_SERVER_PORT || 4273);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT || 4287);
/** The origin of the default stack (the two-phone journeys'). */
export const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

export interface StackOptions {
  /** nginx's port on 127.0.0.1 (default E2E_SERVER_PORT or 4273). */
  appPort?: number;
  /** The gateway server's port on 127.0.0.1 (default E2E_GATEWAY_PORT or 4287). */
  gatewayPort?: number;
  /** What nginx serves (default dist-gw, the build for a real gateway). */
  root?: string;
  /** The admin token the gateway server takes (default ADMIN_TOKEN). */
  adminToken?: string;
  /** More environment for nginx (scripts/nginx.mjs), e.g. CSP_FILE_ORIGINS. */
  nginxEnv?: Record<string, string>;
}

async function until(what: string, ok: () => Promise<boolean>, child: ChildProcess, output: () => string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${output()}`);
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start within ${ms} ms:\n${output()}`);
}

/** Whether something already answers on this port (a stack left running, someone else's server). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

function run(args: string[], env: Record<string, string>): { child: ChildProcess; output(): string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A test process that ends without stopping its stack (an interrupted run) takes it along.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  return { child, output: () => out, exited };
}

export class Stack {
  private gateway: ReturnType<typeof run> | null = null;
  private nginx: ReturnType<typeof run> | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'ow-e2e-gateway-'));
  /** The app's origin (nginx): `http://127.0.0.1:<appPort>`. */
  readonly origin: string;
  /** The gateway server's own address, behind nginx. */
  readonly gatewayUrl: string;
  readonly adminToken: string;
  private readonly appPort: number;
  private readonly gatewayPort: number;
  private readonly root: string;
  private readonly nginxEnv: Record<string, string>;

  constructor(options: StackOptions = {}) {
    this.appPort = options.appPort ?? APP_PORT;
    this.gatewayPort = options.gatewayPort ?? GATEWAY_PORT;
    this.root = options.root ?? 'dist-gw';
    this.adminToken = options.adminToken ?? ADMIN_TOKEN;
    this.nginxEnv = options.nginxEnv ?? {};
    this.origin = `http://127.0.0.1:${this.appPort}`;
    this.gatewayUrl = `http://127.0.0.1:${this.gatewayPort}`;
  }

  /** Starts the gateway server, then nginx; when either fails, stops what started and removes the data. */
  async start(): Promise<void> {
    try {
      for (const url of [`${this.origin}/`, `${this.gatewayUrl}/healthz`]) {
        if (await answers(url))
          throw new Error(`${url} already answers: another server holds the port (E2E_SERVER_PORT, E2E_GATEWAY_PORT)`);
      }
      await this.startGateway();
      this.nginx = run(['scripts/nginx.mjs', 'serve', '--port', String(this.appPort), '--root', this.root, '--gateway', this.gatewayUrl], {
        VITE_GATEWAY: '/gw',
        ...this.nginxEnv,
      });
      const n = this.nginx;
      await until('nginx', async () => (await fetch(`${this.origin}/`)).ok, n.child, n.output);
    } catch (e) {
      await this.stop();
      throw e;
    }
  }

  async startGateway(): Promise<void> {
    this.gateway = run(['dist-server/gateway.mjs'], {
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(this.gatewayPort),
      GATEWAY_DATA_DIR: this.dataDir,
      GATEWAY_ADMIN_TOKEN: this.adminToken,
    });
    const g = this.gateway;
    await until('the gateway server', async () => (await fetch(`${this.gatewayUrl}/healthz`)).ok, g.child, g.output);
  }

  /** Null while the gateway server runs; once it has ended by itself, how, with the end of what it printed. */
  gatewayCrash(): string | null {
    const g = this.gateway;
    if (!g || (g.child.exitCode === null && g.child.signalCode === null)) return null;
    return `the gateway server ended (${g.child.exitCode ?? g.child.signalCode}); its last output:\n${g.output().slice(-8000)}`;
  }

  /** Stops the gateway server (SIGKILL: as a crash; SIGTERM: as a deploy) and starts it again on its data. */
  async restartGateway(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const g = this.gateway!;
    g.child.kill(signal);
    await g.exited;
    await this.startGateway();
  }

  async stop(): Promise<void> {
    for (const p of [this.nginx, this.gateway]) {
      if (p && p.child.exitCode === null && p.child.signalCode === null) {
        p.child.kill('SIGTERM');
        const late = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
        await p.exited;
        clearTimeout(late);
      }
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A control of the server's test interface (server/admin.ts). */
  async admin<T = unknown>(name: string, ...args: unknown[]): Promise<T> {
    const res = await fetch(`${this.gatewayUrl}/__admin/api/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ args }),
    });
    const body = (await res.json()) as { code: number; data: T; message?: string };
    if (body.code !== 200) throw new Error(`admin ${name}: ${body.message}`);
    return body.data;
  }
}
