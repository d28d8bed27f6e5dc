/**
 * The gateway server as phones and operators meet it: over 127.0.0.1, signed calls, a real
 * socket, a real `kill -9` (docs/gateway-server.md).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PGlite } from '@electric-sql/pglite';
import { admin, call, loginByMobile, signingHeaders, unwrap, type Session } from '../../scripts/lib/gateway-client.mjs';
import { SEED } from '@/mocks/seed/halls';
import { ADMIN_TOKEN, newDataDir, removeDataDir, startGateway, startRefused, type Gateway } from './harness';

const HALLS = SEED.halls.slice(0, 30).map((h) => h.id);
const STAFF = 'M13600136001';

/** A socket that has authenticated; frames are collected. */
async function openSocket(
  g: Gateway,
  s: Session,
): Promise<{
  ws: WebSocket;
  frames: Record<string, unknown>[];
  next(type: string, pred?: (f: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}> {
  const ws = new WebSocket(g.socket);
  const frames: Record<string, unknown>[] = [];
  const waiters: { type: string; pred: (f: Record<string, unknown>) => boolean; resolve(f: Record<string, unknown>): void }[] = [];
  ws.on('message', (d: Buffer) => {
    const f = JSON.parse(d.toString()) as Record<string, unknown>;
    frames.push(f);
    for (const w of [...waiters])
      if (w.type === f.type && w.pred(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(f);
      }
  });
  const next = (type: string, pred: (f: Record<string, unknown>) => boolean = () => true) => {
    const seen = frames.find((f) => f.type === type && pred(f));
    if (seen) {
      frames.splice(frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no ${type} frame; got ${JSON.stringify(frames)}`)), 10_000);
      waiters.push({ type, pred, resolve: (f) => (clearTimeout(t), frames.splice(frames.indexOf(f), 1), resolve(f)) });
    });
  };
  await new Promise<void>((ok, fail) => (ws.once('open', () => ok()), ws.once('error', fail)));
  ws.send(JSON.stringify({ type: 'auth', token: s.token, secret: s.secret }));
  await next('authOk');
  return { ws, frames, next };
}

const collectedHalls = async (g: Gateway, s: Session) =>
  (unwrap(await call(g.base, 'GET', '/service-xzyd/collection/list', { query: { type: 'hall' }, session: s })) as { targetId: string }[])
    .map((c) => c.targetId)
    .sort();

// PGlite always; the PostgreSQL server too where scripts/with-postgres.mjs started one (CI).
const ENGINES = [
  { engine: 'PGlite', env: {} as Record<string, string> },
  ...(process.env.OW_TEST_DATABASE_URL ? [{ engine: 'PostgreSQL', env: { DATABASE_URL: process.env.OW_TEST_DATABASE_URL } }] : []),
];

describe.each(ENGINES)('gateway server on $engine: persistence', ({ engine, env }) => {
  let dir: string;
  beforeAll(() => {
    dir = newDataDir();
  });
  afterAll(() => removeDataDir(dir));

  it('keeps every answered write, chat messages and files through a kill -9', async () => {
    let g = await startGateway({ dataDir: dir, env });
    expect((await admin(g.origin, ADMIN_TOKEN).status<{ engine: string }>()).engine).toContain(engine);
    const citizen = await loginByMobile(g.base, '13800138000');
    const sock = await openSocket(g, citizen);
    const texts = Array.from({ length: 15 }, (_, i) => `第${i + 1}条：请问需要带什么材料？`);
    const acks = texts.map((content, i) => {
      sock.ws.send(JSON.stringify({ type: 'send', data: { tmpId: `k9-${i}`, toId: STAFF, type: 'text', content } }));
      return sock.next('ack', (f) => f.tmpId === `k9-${i}`);
    });
    // HTTP writes at the same time: the citizen collects thirty halls.
    const collected = await Promise.all(
      HALLS.map((id) => call(g.base, 'POST', '/service-xzyd/collection/add', { body: { type: 'hall', targetId: id }, session: citizen })),
    );
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array([1, 2, 3, 250, 251, 252])], { type: 'image/png' }), '证件照.png');
    const uploaded = unwrap(await call(g.base, 'POST', '/oss/uploadFile', { form, session: citizen })) as { url: string }[];
    await Promise.all(acks);
    expect(collected.every((r) => (r.body as { code: number }).code === 200)).toBe(true);
    // Killed the moment the last answer arrived.
    await g.kill9();

    g = await startGateway({ dataDir: dir, env });
    try {
      const thread = unwrap(
        await call(g.base, 'GET', '/im/msg/auth/msglist', { query: { peerId: STAFF, size: 50 }, session: citizen }),
      ) as { records: { content: string }[] };
      const contents = thread.records.map((r) => r.content);
      for (const t of texts) expect(contents).toContain(t);
      expect(await collectedHalls(g, citizen)).toEqual([...HALLS].sort());
      const file = await fetch(`${g.origin}${uploaded[0].url}`);
      expect(file.status).toBe(200);
      expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3, 250, 251, 252]);
    } finally {
      sock.ws.terminate();
      await g.stop();
    }
  });
});

describe('gateway server: its data directory', () => {
  it('answers a write the database refused with 503, keeps every earlier write, and serves on', async () => {
    const dir = newDataDir();
    let g = await startGateway({ dataDir: dir });
    try {
      const s = await admin(g.origin, ADMIN_TOKEN).post<Session>('startSession', {});
      const collect = (id: string) =>
        call(g.base, 'POST', '/service-xzyd/collection/add', { body: { type: 'hall', targetId: id }, session: s });
      expect((await collect(HALLS[0])).body).toMatchObject({ code: 200 });
      // The next transaction fails, as a full disk would.
      const fault = await fetch(`${g.origin}/__admin/server/failNextWrite`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(fault.status).toBe(200);
      const refused = await collect(HALLS[1]);
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ code: 503, message: '服务器繁忙，数据未保存，请稍后重试' });
      // The memory went back to the database: the refused write is not shown, later ones are kept.
      await expect.poll(async () => (await collect(HALLS[2])).status).toBe(200);
      expect(await collectedHalls(g, s)).toEqual([HALLS[0], HALLS[2]].sort());
      await g.kill9();
      g = await startGateway({ dataDir: dir });
      expect(await collectedHalls(g, s)).toEqual([HALLS[0], HALLS[2]].sort());
    } finally {
      await g.stop();
      removeDataDir(dir);
    }
  });

  it('refuses a data directory of another seed with a message, and upgrades it when asked', async () => {
    const other = newDataDir();
    try {
      const g = await startGateway({ dataDir: other });
      await g.stop();
      const db = await PGlite.create(`${other}/pg`);
      await db.query(`update ow_meta set value = 'an-older-seed' where key = 'seedVersion'`);
      await db.close();
      const refused = await startRefused({ dataDir: other });
      expect(refused.code).toBe(65);
      expect(refused.output).toContain('made with another seed');
      expect(refused.output).toContain('--upgrade');
      const upgraded = await startGateway({ dataDir: other, args: ['--upgrade'] });
      expect(upgraded.output()).toContain('upgraded');
      await upgraded.stop();
      // Upgraded once: it starts without the flag now.
      await (await startGateway({ dataDir: other })).stop();
    } finally {
      removeDataDir(other);
    }
  });

  it('lets one server at a time use a data directory', async () => {
    const other = newDataDir();
    const g = await startGateway({ dataDir: other });
    try {
      const refused = await startRefused({ dataDir: other });
      expect(refused.output).toContain('in use by the gateway server');
    } finally {
      await g.stop();
      removeDataDir(other);
    }
  });
});

describe('gateway server: bad input', () => {
  let g: Gateway;
  let dir: string;
  beforeAll(async () => {
    dir = newDataDir();
    g = await startGateway({ dataDir: dir });
  });
  afterAll(async () => {
    await g.stop();
    removeDataDir(dir);
  });

  const raw = async (path: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const res = await fetch(`${g.base}${path}`, init);
    return { status: res.status, body: (await res.json()) as { code: number; message: string } };
  };

  it('answers a bad signature, a missing one and a replay with the signature error, and stores nothing', async () => {
    const s = await loginByMobile(g.base, '13800138000');
    const body = JSON.stringify({ type: 'hall', targetId: HALLS[0] });
    const session = { ow_token: s.token, ow_secret: s.secret, 'content-type': 'application/json' };
    const forged = { ...signingHeaders(), token: '0'.repeat(32), ...session };
    expect((await raw('/service-xzyd/collection/add', { method: 'POST', headers: forged, body })).body).toEqual({
      code: 403,
      message: '请求签名错误',
    });
    expect((await raw('/service-xzyd/collection/add', { method: 'POST', headers: session, body })).body.code).toBe(403);
    expect(await collectedHalls(g, s)).toEqual([]);
    // The same signed headers twice: the second is a replay.
    const once = { ...signingHeaders(), ...session };
    expect((await raw('/service-xzyd/collection/add', { method: 'POST', headers: once, body })).body.code).toBe(200);
    expect((await raw('/service-xzyd/collection/remove', { method: 'POST', headers: once, body })).body).toEqual({
      code: 403,
      message: '请求签名错误',
    });
    expect(await collectedHalls(g, s)).toEqual([HALLS[0]]);
  });

  it('answers a malformed body and an oversized upload with a clear error, and keeps serving', async () => {
    const s = await loginByMobile(g.base, '13700137000');
    const headers = { ...signingHeaders(), ow_token: s.token, ow_secret: s.secret, 'content-type': 'application/json' };
    const bad = await raw('/service-xzyd/collection/add', { method: 'POST', headers, body: '{"type": "hall",' });
    expect(bad).toEqual({ status: 400, body: { code: 400, message: '请求格式错误' } });
    const huge = await raw('/oss/uploadFile', {
      method: 'POST',
      headers: {
        ...signingHeaders(),
        ow_token: s.token,
        ow_secret: s.secret,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(400 * 1024 * 1024),
      },
      body: 'x',
    }).catch((e: unknown) => ({ status: 0, body: { code: 0, message: String(e) } }));
    // The server says 413 before reading the body (or the client sees the connection closed).
    if (huge.status !== 0) expect(huge).toEqual({ status: 413, body: { code: 413, message: '上传内容过大' } });
    const empty = new FormData();
    empty.append('files', new Blob([]), 'empty.txt');
    expect((await call(g.base, 'POST', '/oss/uploadFile', { form: empty, session: s })).body).toMatchObject({
      message: '文件empty.txt为空',
    });
    // Everyone else is still served.
    expect(unwrap(await call(g.base, 'GET', '/area/sysArea/anon/subRegion', { query: { parentId: '120000' } }))).toEqual(expect.any(Array));
  });

  it('answers a socket frame before its auth frame, a bad frame and an unknown type with an error frame', async () => {
    const ws = new WebSocket(g.socket);
    const frames: Record<string, unknown>[] = [];
    ws.on('message', (d: Buffer) => frames.push(JSON.parse(d.toString()) as Record<string, unknown>));
    await new Promise<void>((ok) => ws.once('open', () => ok()));
    ws.send(JSON.stringify({ type: 'send', data: { tmpId: 'x', toId: STAFF, type: 'text', content: '未认证' } }));
    ws.send('not json');
    const s = await admin(g.origin, ADMIN_TOKEN).post<Session>('startSession', {});
    ws.send(JSON.stringify({ type: 'auth', token: s.token, secret: s.secret }));
    ws.send(JSON.stringify({ type: 'subscribe' }));
    await expect.poll(() => frames.slice(0, 3).map((f) => f.type)).toEqual(['error', 'error', 'authOk']);
    expect(frames[0]).toEqual({ type: 'error', code: 401, message: '请先发送认证帧' });
    expect(frames[1]).toEqual({ type: 'error', code: 400, message: '消息格式错误' });
    await expect.poll(() => frames.find((f) => f.type === 'error' && f.code === 400 && f.message === '未知的消息类型')).toBeTruthy();
    ws.close();
    // Nothing was stored from the unauthenticated frame.
    const thread = unwrap(await call(g.base, 'GET', '/im/msg/auth/msglist', { query: { peerId: STAFF }, session: s })) as {
      records: { content: string }[];
    };
    expect(thread.records.map((r) => r.content)).not.toContain('未认证');
  });
});

describe('gateway server: two phones and the controls', () => {
  let g: Gateway;
  let dir: string;
  beforeAll(async () => {
    dir = newDataDir();
    g = await startGateway({ dataDir: dir });
  });
  afterAll(async () => {
    await g.stop();
    removeDataDir(dir);
  });

  it('delivers a citizen message to the staff member on another phone, and the answer back', async () => {
    const control = admin(g.origin, ADMIN_TOKEN);
    const citizen = await control.post<Session>('startSession', { userId: 'U0001', mobile: '13800138000' });
    const staff = await loginByMobile(g.base, '13600136001');
    const staffPhone = await openSocket(g, staff);
    const citizenPhone = await openSocket(g, citizen);
    citizenPhone.ws.send(
      JSON.stringify({ type: 'send', data: { tmpId: 'c1', toId: STAFF, type: 'text', content: '您好，我的材料齐了吗？' } }),
    );
    const got = await staffPhone.next('msg', (f) => (f.data as { content: string }).content === '您好，我的材料齐了吗？');
    expect(got.data).toMatchObject({ fromId: 'U0001', toId: STAFF });
    staffPhone.ws.send(
      JSON.stringify({ type: 'send', data: { tmpId: 's1', toId: 'U0001', type: 'text', content: '齐了，请明天上午来窗口。' } }),
    );
    const answer = await citizenPhone.next('msg', (f) => (f.data as { content: string }).content === '齐了，请明天上午来窗口。');
    expect(answer.data).toMatchObject({ fromId: STAFF, toId: 'U0001' });
    citizenPhone.ws.close();
    staffPhone.ws.close();
  });

  it('passes the contract check any gateway can take (npm run contract)', async () => {
    const run = spawnSync(process.execPath, ['scripts/contract/run.mjs', '--gateway', g.base, '--admin-token', ADMIN_TOKEN], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    const lines = run.stdout.trim().split('\n');
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(lines.filter((l) => /^\s*FAIL\b/.test(l))).toEqual([]);
    expect(lines.at(-1)).toMatch(/^[1-9]\d* passed, 0 failed$/);
  });

  it('keeps its controls behind the admin token', async () => {
    const denied = await fetch(`${g.origin}/__admin/api/reset`, { method: 'POST' });
    expect(denied.status).toBe(401);
    const wrong = await fetch(`${g.origin}/__admin/status`, { headers: { Authorization: 'Bearer wrong-token-wrong-token' } });
    expect(wrong.status).toBe(401);
    const control = admin(g.origin, ADMIN_TOKEN);
    await control.post('setFaults', { error: 1, match: '/subRegion' });
    const faulted = await call(g.base, 'GET', '/area/sysArea/anon/subRegion', { query: { parentId: '120000' } });
    expect(faulted.status).toBe(500);
    await control.post('clearFaults');
    const before = (await control.post<number>('now')) as number;
    await control.post('advanceClock', 3_600_000);
    expect((await control.post<number>('now')) - before).toBeGreaterThanOrEqual(3_600_000);
    const status = await control.status<{ engine: string; sms: { mobile: string }[] }>();
    expect(status.engine).toContain('PGlite');
    const page = await fetch(`${g.origin}/__admin/`);
    expect(await page.text()).toContain('演示控制台');
    expect(
      (await fetch(`${g.origin}/__admin/api/constructor`, { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).status,
    ).toBe(404);
  });
});
