/**
 * The gateway server: the emulator's handlers (src/mocks) over HTTP and its messaging socket over
 * a real WebSocket, every table in a database (server/db.ts), every file in a directory
 * (server/blobs.ts), the controls behind an admin token (server/admin.ts). Any number of phones
 * share one hall. Run, configure and back up: docs/gateway-server.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HttpHandler, type RequestHandler } from 'msw';
import { WebSocketServer } from 'ws';
import { clock, runDue } from '@/mocks/clock';
import { setBlobStore } from '@/mocks/db/blobs';
import { setPersistence, type Snapshot } from '@/mocks/db/store';
import { getFaults } from '@/mocks/faults';
import { GATEWAY_PREFIX, setClockOnRequest, setReplayGuard, setSignPrefix } from '@/mocks/gateway';
import { handlers } from '@/mocks/handlers';
import { smsCodes } from '@/mocks/features/auth/handlers';
import { noticesTestApi } from '@/mocks/features/notices/test-api';
import { onlineStaff } from '@/mocks/features/im';
import { serveConnection, type SocketClient } from '@/mocks/features/im/socket';
import { ADMIN_PREFIX, handleAdmin } from './admin';
import { directoryBlobStore } from './blobs';
import { openDatabase, type Database } from './db';
import { answer, BodyTooLarge, readBody, sendJson, sendResponse, toFetchRequest } from './http';
import { lockDataDir } from './lock';
import { checkSeedVersion, SeedMismatch } from './seed-version';
import { printBanner } from './banner';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminToken: string;
  /** Origins (besides the page's own, through a proxy) allowed to call the gateway (CORS). */
  allowOrigins: string[];
  /** Rebuild the tables whose seed changed instead of refusing an older data directory. */
  upgrade: boolean;
  /** Path prefixes the gateway answers (the gateway base and the cloud base). */
  prefixes: string[];
  /** The prefix hashed into the signing token (the app's VITE_SIGN_PREFIX). */
  signPrefix: string;
  qr: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv, argv: string[]): ServerConfig {
  const flag = (name: string) => argv.includes(`--${name}`);
  const opt = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const port = Number(opt('port') ?? env.GATEWAY_PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`GATEWAY_PORT must be a port number, got "${env.GATEWAY_PORT}"`);
  const token = (env.GATEWAY_ADMIN_TOKEN ?? '').trim();
  if (token && token.length < 16) throw new Error('GATEWAY_ADMIN_TOKEN must be at least 16 characters');
  return {
    port,
    host: opt('host') ?? env.GATEWAY_HOST ?? '0.0.0.0',
    dataDir: resolve(opt('data') ?? env.GATEWAY_DATA_DIR ?? '.gateway-data'),
    databaseUrl: (env.DATABASE_URL ?? '').trim() || undefined,
    adminToken: token || randomBytes(18).toString('base64url'),
    allowOrigins: (env.GATEWAY_ALLOW_ORIGINS ?? '')
      .split(/[\s,]+/)
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    upgrade: flag('upgrade') || env.GATEWAY_UPGRADE === '1',
    prefixes: [GATEWAY_PREFIX, (env.GATEWAY_CLOUD_PREFIX ?? '/cloud-api').replace(/\/$/, '')],
    signPrefix: (env.GATEWAY_SIGN_PREFIX ?? '').trim() || 'OW_GATEWAY_',
    qr: flag('qr'),
  };
}

const CORS_HEADERS = 'content-type, token, secret, timestamp, sign, ow_token, ow_secret, extid, issuer';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const startedAt = Date.now();
  mkdirSync(config.dataDir, { recursive: true });
  const unlock = lockDataDir(config.dataDir);
  let db: Database;
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await checkSeedVersion(db, config.upgrade);
  } catch (e) {
    unlock();
    throw e;
  }

  // The memory copy of the tables; each commit's rows go to the database (group commit).
  let reloading: Promise<void> | null = null;
  const adopt = (snapshot: Snapshot) => {
    let first: Snapshot | null = snapshot;
    setPersistence({
      load: () => {
        const s = first;
        first = null;
        return s;
      },
      save: () => undefined,
      saveChanges: (changes) => db.enqueue(changes),
    });
  };
  adopt(await db.load());
  db.onWriteFailure(() => {
    // Back to what the database holds: the failed writes were answered 5xx.
    reloading ??= db
      .load()
      .then(adopt)
      .catch((e: unknown) => console.error('gateway: reloading the database failed', e))
      .finally(() => (reloading = null));
  });
  setBlobStore(directoryBlobStore(resolve(config.dataDir, 'files')));
  setReplayGuard(true);
  // The ticker below brings the clock's work up to date once a second, not every request.
  setClockOnRequest(false);
  setSignPrefix(config.signPrefix);

  const httpHandlers = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler) as RequestHandler[];
  const sockets = new Set<import('ws').WebSocket>();

  const corsFor = (req: IncomingMessage): Record<string, string> => {
    const origin = String(req.headers.origin ?? '');
    if (!origin || !config.allowOrigins.includes(origin)) return {};
    return { 'access-control-allow-origin': origin, vary: 'Origin' };
  };

  const gatewayRequest = async (req: IncomingMessage, res: ServerResponse) => {
    const cors = corsFor(req);
    if (req.method === 'OPTIONS') {
      if (!cors['access-control-allow-origin']) return sendJson(res, 403, { code: 403, message: '不允许的来源' });
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': CORS_HEADERS,
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (reloading) return sendJson(res, 503, { code: 503, message: '服务器繁忙，请稍后重试' }, cors);
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (e) {
      if (e instanceof BodyTooLarge) return sendJson(res, 413, { code: 413, message: '上传内容过大' }, { ...cors, connection: 'close' });
      throw e;
    }
    const response = await answer(httpHandlers, toFetchRequest(req, body, `http://${req.headers.host ?? '127.0.0.1'}`));
    try {
      await db.flushed();
    } catch {
      return sendJson(res, 503, { code: 503, message: '服务器繁忙，数据未保存，请稍后重试' }, cors);
    }
    if (!response) return sendJson(res, 404, { code: 404, message: '接口不存在' }, cors);
    await sendResponse(res, response, cors);
  };

  const status = () => ({
    engine: db.engine,
    dataDir: config.dataDir,
    sockets: sockets.size,
    staffOnline: onlineStaff({}).map((s) => `${s.name}（${s.mobile}）`),
    faults: getFaults(),
    now: clock.now(),
    uptimeS: (Date.now() - startedAt) / 1000,
    sms: smsCodes
      .all()
      .sort((a, b) => b.sentAt - a.sentAt)
      .slice(0, 20)
      .map((s) => ({ mobile: s.id, code: s.code, sentAt: s.sentAt })),
    // 服务通知 sent by SMS and as subscribe messages (docs/notices.md), newest first.
    noticeSms: noticesTestApi
      .sms()
      .slice(0, 20)
      .map((s) => ({ mobile: s.mobile, text: s.text, sentAt: s.sentAt })),
    subscribeMessages: noticesTestApi
      .subscribeMessages()
      .slice(0, 20)
      .map((s) => ({ openId: s.openId, title: s.title, body: s.body, page: s.page, sentAt: s.sentAt })),
  });

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const run = async () => {
      if (path === '/healthz')
        return sendJson(res, 200, { ok: true, engine: db.engine, uptimeS: Math.round((Date.now() - startedAt) / 1000) });
      if (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) {
        return handleAdmin(req, res, path, {
          token: config.adminToken,
          readBody: (r) => readBody(r, 1024 * 1024),
          status,
          flushed: () => db.flushed(),
          server: { failNextWrite: () => db.failNextWrite() },
        });
      }
      if (config.prefixes.some((p) => path.startsWith(`${p}/`))) return gatewayRequest(req, res);
      sendJson(res, 404, { code: 404, message: '接口不存在' });
    };
    run().catch((e: unknown) => {
      console.error('gateway: request failed', e);
      if (!res.headersSent) sendJson(res, 500, { code: 500, message: '服务器内部错误' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;

  // The messaging socket (docs/messaging.md): frames leave only once what they report is stored.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path !== `${GATEWAY_PREFIX}/im/socket`) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    const origin = req.headers.origin;
    const host = req.headers.host;
    if (origin && host && new URL(origin).host !== host && !config.allowOrigins.includes(origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.on('error', () => ws.terminate());
      let queue: Promise<void> = Promise.resolve();
      let waiting = 0;
      const now = (data: string) => ws.readyState === ws.OPEN && ws.send(data);
      const client: SocketClient = {
        send: (data) => {
          // An ack or a message reports something stored: it leaves once that is in the database.
          // A pong leaves at once (held behind the database, it closed phones' sockets under load:
          // docs/gateway-load.md), and so does any other frame with nothing waiting before it.
          const pong = data === '{"type":"pong"}';
          if (pong || (waiting === 0 && !/^\{"type":"(ack|msg)"/.test(data))) {
            now(data);
            return;
          }
          const stored = db.flushed();
          waiting += 1;
          queue = queue
            .then(() => stored)
            .then(
              () => now(data),
              () => now(JSON.stringify({ type: 'error', code: 500, message: '服务器繁忙，数据未保存' })),
            )
            .then(() => void (waiting -= 1));
        },
        close: (code, reason) => {
          void queue.then(() => ws.close(code, reason));
        },
        addEventListener: ((type: 'message' | 'close', fn: (e: MessageEvent) => void) => {
          if (type === 'message') ws.on('message', (data: Buffer) => fn({ data: data.toString('utf8') } as MessageEvent));
          else ws.on('close', () => (fn as () => void)());
        }) as SocketClient['addEventListener'],
      };
      // Woken by what is stored for its user; the timer only keeps presence fresh (docs/gateway-load.md).
      serveConnection(client, { pumpMs: 5000, clock: false });
    });
  });

  // The hall's clock moves without requests too: queues called, staff replies, reviews.
  const ticker = setInterval(() => {
    try {
      runDue();
    } catch (e) {
      console.error('gateway: clock tick failed', e);
    }
  }, 1000);

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(config.port, config.host, () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(ticker);
      for (const ws of sockets) ws.close(1001, 'server restart');
      wss.close();
      server.closeAllConnections?.();
      await new Promise<void>((ok) => server.close(() => ok()));
      await db.close();
      unlock();
    })());
  return { url: `http://127.0.0.1:${port}`, port, close };
}

async function main() {
  let config: ServerConfig;
  try {
    config = readConfig(process.env, process.argv.slice(2));
  } catch (e) {
    console.error(`gateway: ${(e as Error).message}`);
    process.exit(78);
  }
  let running: RunningServer;
  try {
    running = await startServer(config);
  } catch (e) {
    console.error(
      `gateway: ${e instanceof SeedMismatch || (e as Error).name === 'DataDirLocked' ? (e as Error).message : String((e as Error).stack ?? e)}`,
    );
    process.exit(e instanceof SeedMismatch ? 65 : 1);
  }
  printBanner({ config, port: running.port });
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// Started as a program (node dist-server/gateway.mjs), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
