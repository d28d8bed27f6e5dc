/**
 * What the two-phone journeys run against: the production build (no emulator in the page) behind
 * the repo's nginx config, which proxies the gateway, the cloud base and the socket to the gateway
 * server (dist-server/gateway.mjs) with a data directory of its own. The journeys can restart the
 * server (politely or with `kill -9`) while nginx and the phones stay. See docs/gateway-server.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN_TOKEN = 'e2e-server-admin-token';
const APP_PORT = Number(process.env.E2E_SERVER_PORT || 4273);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT || 4287);
export const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;

async function until(what: string, ok: () => Promise<boolean>, child: ChildProcess, output: () => string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${output()}`);
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start within ${ms} ms:\n${output()}`);
}

function run(args: string[], env: Record<string, string>): { child: ChildProcess; output(): string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export class Stack {
  private gateway: ReturnType<typeof run> | null = null;
  private nginx: ReturnType<typeof run> | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'ow-e2e-gateway-'));

  async start(): Promise<void> {
    await this.startGateway();
    this.nginx = run(['scripts/nginx.mjs', 'serve', '--port', String(APP_PORT), '--root', 'dist-gw', '--gateway', GATEWAY], {
      VITE_GATEWAY: '/gw',
    });
    await until('nginx', async () => (await fetch(`${ORIGIN}/`)).ok, this.nginx.child, this.nginx.output);
  }

  async startGateway(): Promise<void> {
    this.gateway = run(['dist-server/gateway.mjs'], {
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(GATEWAY_PORT),
      GATEWAY_DATA_DIR: this.dataDir,
      GATEWAY_ADMIN_TOKEN: ADMIN_TOKEN,
    });
    const g = this.gateway;
    await until('the gateway server', async () => (await fetch(`${GATEWAY}/healthz`)).ok, g.child, g.output);
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
      if (p && p.child.exitCode === null) {
        p.child.kill('SIGTERM');
        await p.exited;
      }
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A control of the server's test interface (server/admin.ts). */
  async admin<T = unknown>(name: string, ...args: unknown[]): Promise<T> {
    const res = await fetch(`${GATEWAY}/__admin/api/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ args }),
    });
    const body = (await res.json()) as { code: number; data: T; message?: string };
    if (body.code !== 200) throw new Error(`admin ${name}: ${body.message}`);
    return body.data;
  }
}
