import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle } from '@/mocks/gateway';
import { emulatorTestApi } from '@/mocks/node';
import { server } from '../setup';

/**
 * The emulator's own verification, driven with hand-made requests (no app code): signing headers
 * are computed here with Node's MD5, which is neither the app's nor the emulator's.
 */
const PREFIX = 'OW_GATEWAY_';
const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
const SIG_ERROR = { code: 403, message: '请求签名错误' };

function signOf(params: Record<string, string | number>, random: string): string {
  const keys = Object.keys(params).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return md5([...keys.map((k) => `${k}=${params[k]}`), `key=${random}`].join('&')).toUpperCase();
}

interface Req {
  method?: string;
  path: string;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  random?: string;
  timestamp?: string;
  token?: string;
  sign?: string | null;
  session?: { token: string; secret: string };
  omit?: string[];
}

async function send(r: Req): Promise<{ status: number; body: unknown }> {
  const random = r.random ?? '4821039576';
  const timestamp = r.timestamp ?? String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { token: r.token ?? md5(PREFIX + random + timestamp), secret: random, timestamp };
  const method = r.method ?? 'GET';
  const signed = method === 'GET' ? (r.query ?? {}) : ((r.body ?? {}) as Record<string, string | number>);
  if (r.sign !== null && (r.sign !== undefined || r.path.includes('/anon'))) headers.sign = r.sign ?? signOf(signed, random);
  if (r.session) {
    headers.ow_token = r.session.token;
    headers.ow_secret = r.session.secret;
  }
  for (const h of r.omit ?? []) delete headers[h];
  const url = new URL(`/gw${r.path}`, window.location.href);
  for (const [k, v] of Object.entries(r.query ?? {})) url.searchParams.set(k, String(v));
  if (r.body) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: r.body ? JSON.stringify(r.body) : undefined });
  return { status: res.status, body: await res.json() };
}

const SUB = '/area/sysArea/anon/subRegion';
const ok = (res: { status: number; body: unknown }) => res.status === 200 && (res.body as { code: number }).code === 200;

afterEach(() => vi.useRealTimers());

describe('emulator signature verification', () => {
  it('accepts the contract vector literally (random 4821039576, timestamp 1763798400)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1763798400 * 1000 + 10_000);
    const res = await send({
      path: SUB,
      query: { parentId: '120000', level: 2 },
      random: '4821039576',
      timestamp: '1763798400',
      token: '2a29509daf0f1f27ecbb24258e2c9638',
      sign: '1F2413BF6B489469020AFCC2DF22B9BF',
    });
    expect(ok(res)).toBe(true);
  });

  it.each<[string, Partial<Req>]>([
    ['token header missing', { omit: ['token'] }],
    ['secret header missing', { omit: ['secret'] }],
    ['timestamp header missing', { omit: ['timestamp'] }],
    ['token recomputed differs', { token: md5('OTHER_PREFIX' + '4821039576' + String(Math.floor(Date.now() / 1000))) }],
    ['random with a leading zero', { random: '0821039576' }],
    ['random of 9 digits', { random: '821039576' }],
    ['timestamp in milliseconds', { timestamp: String(Date.now()) }],
    ['sign missing on an /anon path', { sign: null }],
    ['sign in lower case', { sign: signOf({ parentId: '120000' }, '4821039576').toLowerCase() }],
    ['sign over other parameters (tampered after signing)', { sign: signOf({ parentId: '120100' }, '4821039576') }],
    ['sign with another key', { sign: signOf({ parentId: '120000' }, '4821039577') }],
  ])('%s: the signature error envelope (HTTP 200)', async (_label, change) => {
    const res = await send({ path: SUB, query: { parentId: '120000' }, ...change });
    expect(res).toEqual({ status: 200, body: SIG_ERROR });
  });

  it('the same request correctly signed passes (the refusals above are about the signature)', async () => {
    expect(ok(await send({ path: SUB, query: { parentId: '120000' } }))).toBe(true);
  });

  it.each([
    [-301, false],
    [-299, true],
    [299, true],
    [301, false],
  ])('timestamp %i s from the emulator clock: accepted %s', async (skew, accepted) => {
    const ts = String(Math.floor(Date.now() / 1000) + skew);
    const res = await send({ path: SUB, query: { parentId: '120000' }, timestamp: ts });
    if (accepted) expect(ok(res)).toBe(true);
    else expect(res).toEqual({ status: 200, body: SIG_ERROR });
  });

  it('signs the JSON body of other methods, and refuses a body changed after signing', async () => {
    server.use(handle('post', '/t/anon/echo', ({ body }) => body));
    const body = { name: '张三', level: 2 };
    const random = '5555555555';
    const sign = signOf(body, random);
    expect(ok(await send({ method: 'POST', path: '/t/anon/echo', body, random, sign }))).toBe(true);
    expect(await send({ method: 'POST', path: '/t/anon/echo', body: { ...body, level: 3 }, random, sign })).toEqual({
      status: 200,
      body: SIG_ERROR,
    });
  });

  it('a login-only path answers 401 without a valid session, after a valid signature', async () => {
    const path = '/user-center/user/info';
    expect(await send({ path })).toEqual({ status: 401, body: { code: 401, message: '未登录或登录已过期' } });
    const { token, secret } = emulatorTestApi.startSession();
    expect(ok(await send({ path, session: { token, secret } }))).toBe(true);
    expect((await send({ path, session: { token, secret: 'wrong' } })).status).toBe(401);
    expect((await send({ path, session: { token: 'forged', secret } })).status).toBe(401);
    emulatorTestApi.expireSessions(token);
    expect((await send({ path, session: { token, secret } })).status).toBe(401);
  });

  it('checks the signature before the session: a bad signature on a login path is a signature error', async () => {
    expect(await send({ path: '/user-center/user/info', token: 'x'.repeat(32) })).toEqual({ status: 200, body: SIG_ERROR });
  });

  it('checks a sign that is present on a login path (encParam GET)', async () => {
    const { token, secret } = emulatorTestApi.startSession();
    const session = { token, secret };
    expect(ok(await send({ path: '/user-center/user/info', query: { a: 1 }, sign: signOf({ a: 1 }, '4821039576'), session }))).toBe(true);
    expect(await send({ path: '/user-center/user/info', query: { a: 2 }, sign: signOf({ a: 1 }, '4821039576'), session })).toEqual({
      status: 200,
      body: SIG_ERROR,
    });
  });
});

describe("the gateway's call log (what the form fault matrix counts)", () => {
  it('counts the calls that arrived and the ones the fault switch let through, by path, until a reset', async () => {
    emulatorTestApi.reset();
    expect(emulatorTestApi.calls(SUB)).toEqual({ sent: 0, handled: 0 });
    emulatorTestApi.setFaults({ error: 1, match: SUB });
    expect((await send({ path: SUB, query: { parentId: '120000' } })).status).toBe(500);
    expect(emulatorTestApi.calls(SUB)).toEqual({ sent: 1, handled: 0 });
    emulatorTestApi.clearFaults();
    expect(ok(await send({ path: SUB, query: { parentId: '120000' } }))).toBe(true);
    expect(emulatorTestApi.calls(SUB)).toEqual({ sent: 2, handled: 1 });
    expect(emulatorTestApi.calls(SUB, 'post')).toEqual({ sent: 0, handled: 0 });
    expect(emulatorTestApi.calls(SUB, 'GET')).toEqual({ sent: 2, handled: 1 });
    expect(emulatorTestApi.calls('/complaint/insert')).toEqual({ sent: 0, handled: 0 });
    emulatorTestApi.reset();
    expect(emulatorTestApi.calls(SUB)).toEqual({ sent: 0, handled: 0 });
  });
});
