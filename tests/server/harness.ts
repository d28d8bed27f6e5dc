/**
 * Starts the built gateway server as a child process on a free 127.0.0.1 port with a data
 * directory of its own, and stops it politely or with `kill -9`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export const ADMIN_TOKEN = 'server-test-admin-token';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface Gateway {
  origin: string;
  base: string;
  socket: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<number | null>;
  /** SIGKILL and wait for the exit. */
  kill9(): Promise<void>;
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'ow-gateway-test-'));
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Runs the server; resolves once /healthz answers, rejects with its output if it exits first. */
export async function startGateway(opts: {
  dataDir: string;
  port?: number;
  args?: string[];
  env?: Record<string, string>;
}): Promise<Gateway> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['dist-server/gateway.mjs', ...(opts.args ?? [])], {
    env: {
      ...process.env,
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      GATEWAY_DATA_DIR: opts.dataDir,
      GATEWAY_ADMIN_TOKEN: ADMIN_TOKEN,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    const done = await Promise.race([exited.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 200))]);
    if (done) throw Object.assign(new Error(`gateway exited with ${child.exitCode}: ${out}`), { exitCode: child.exitCode, output: out });
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`gateway did not start: ${out}`);
    }
  }
  return {
    origin,
    base: `${origin}/gw`,
    socket: `ws://127.0.0.1:${port}/gw/im/socket`,
    dataDir: opts.dataDir,
    child,
    output: () => out,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function startRefused(opts: {
  dataDir: string;
  args?: string[];
  env?: Record<string, string>;
}): Promise<{ code: number | null; output: string }> {
  try {
    const g = await startGateway(opts);
    await g.stop();
    throw new Error('the gateway started');
  } catch (e) {
    const err = e as { exitCode?: number | null; output?: string };
    if (err.output === undefined) throw e;
    return { code: err.exitCode ?? null, output: err.output };
  }
}
