/**
 * The server's test and demo controls, over HTTP behind the admin token the server prints at
 * start (docs/gateway-server.md): every function of the emulator's test interface
 * (src/mocks/test-api.ts) at `POST /__admin/api/<name>`, what a demo host needs to see
 * (`GET /__admin/status`: engine, phones online, the SMS outbox), and a small page at `/__admin/`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { grow } from '@/mocks/grow';
import { emulatorTestApi } from '@/mocks/test-api';
import { sendJson } from './http';
import { ADMIN_PAGE, ADMIN_SCRIPT } from './admin-page';

export const ADMIN_PREFIX = '/__admin';

function tokenOf(req: IncomingMessage): string {
  const auth = req.headers.authorization ?? '';
  if (auth.startsWith('Bearer ')) return auth.slice(7).trim();
  return String(req.headers['x-admin-token'] ?? '');
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Fn = (...args: unknown[]) => unknown;

/**
 * The test interface as the server offers it: the emulator's, and `grow` (docs/performance.md,
 * "Growth to ten times the data": `grow({ halls: 300, matters: 1500, chatMessages: 5000 })` grows
 * the tables to those totals for a benchmark; `reset` brings back the seed). `grow` is the server's
 * only: the in-page emulator of the demo build does without its weight.
 */
const serverTestApi = { ...emulatorTestApi, grow };

/** `queue.scene` -> the function of the test interface at that path (own properties only). */
export function testApiFunction(name: string): Fn | null {
  let owner: unknown = null;
  let at: unknown = serverTestApi;
  for (const part of name.split('.')) {
    if (!at || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, part)) return null;
    owner = at;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'function' ? (at as Fn).bind(owner) : null;
}

export interface AdminDeps {
  token: string;
  readBody(req: IncomingMessage): Promise<Buffer>;
  /** What the status shows besides the test interface. */
  status(): Record<string, unknown>;
  /** Resolves once the writes of the call are stored. */
  flushed(): Promise<void>;
  /** The server's own controls beside the test interface (`POST /__admin/server/<name>`). */
  server: Record<string, () => unknown>;
}

export async function handleAdmin(req: IncomingMessage, res: ServerResponse, path: string, deps: AdminDeps): Promise<void> {
  const sub = path.slice(ADMIN_PREFIX.length) || '/';
  if (req.method === 'GET' && (sub === '/' || sub === '')) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(ADMIN_PAGE);
    return;
  }
  if (req.method === 'GET' && sub === '/admin.js') {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(ADMIN_SCRIPT);
    return;
  }
  if (!sameToken(tokenOf(req), deps.token)) {
    sendJson(res, 401, { code: 401, message: '管理口令不正确' });
    return;
  }
  if (req.method === 'GET' && sub === '/status') {
    sendJson(res, 200, { code: 200, data: deps.status() });
    return;
  }
  const own = /^\/server\/([A-Za-z]\w*)$/.exec(sub);
  if (req.method === 'POST' && own) {
    const fn = Object.prototype.hasOwnProperty.call(deps.server, own[1]) ? deps.server[own[1]] : null;
    if (!fn) return sendJson(res, 404, { code: 404, message: `没有这个控制: ${own[1]}` });
    sendJson(res, 200, { code: 200, data: (await fn()) ?? null });
    return;
  }
  const m = /^\/api\/([A-Za-z][\w.]*)$/.exec(sub);
  if (req.method === 'POST' && m) {
    const fn = testApiFunction(m[1]);
    if (!fn) {
      sendJson(res, 404, { code: 404, message: `没有这个控制: ${m[1]}` });
      return;
    }
    let args: unknown[] = [];
    const raw = (await deps.readBody(req)).toString('utf8');
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as { args?: unknown };
        args = Array.isArray(parsed.args) ? parsed.args : [];
      } catch {
        sendJson(res, 400, { code: 400, message: '请求格式错误' });
        return;
      }
    }
    const result = await fn(...args);
    await deps.flushed();
    sendJson(res, 200, { code: 200, data: result ?? null });
    return;
  }
  sendJson(res, 404, { code: 404, message: '没有这个管理接口' });
}
