import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gateway, HTTP_TIMEOUT_MS } from '@/lib/http/client';
import { unwrapGateway } from '@/lib/http/envelope';
import { GatewayError, isGatewayError, isLoginRequired, MESSAGES, type GatewayErrorKind } from '@/lib/http/errors';
import { onSessionExpired } from '@/lib/http/report';
import { toast } from '@/lib/feedback/feedback';
import { emulatorTestApi } from '@/mocks/node';
import { server } from '../../setup';
import { startTestSession } from '../../utils/session';

// The layer under test asks for a toast; antd-mobile's toast itself (rendered and animated in its own
// root, outside any act) is not part of it.
const noToast = () => undefined;

async function outcome(p: Promise<unknown>): Promise<{ value: unknown } | { kind: GatewayErrorKind; message: string }> {
  try {
    return { value: await p };
  } catch (e) {
    if (!isGatewayError(e)) throw e;
    return { kind: e.kind, message: e.message };
  }
}

type Case = [label: string, status: number, body: unknown, expected: { value: unknown } | { kind: GatewayErrorKind; message: string }];

// docs/contract.md section 4, gateway client.
const GATEWAY_CASES: Case[] = [
  ['code 200 with data', 200, { code: 200, message: 'success', data: { a: 1 } }, { value: { a: 1 } }],
  ['code 0 with result', 200, { code: 0, msg: 'success', result: [1, 2] }, { value: [1, 2] }],
  ['code "200" as text', 200, { code: '200', message: 'ok', data: 'x' }, { value: 'x' }],
  ['success true without code', 200, { success: true, data: { ok: 1 } }, { value: { ok: 1 } }],
  ['data wins over result', 200, { code: 200, data: 'd', result: 'r' }, { value: 'd' }],
  ['data null is a value', 200, { code: 200, message: 'success', data: null }, { value: null }],
  ['result false is a value', 200, { code: 0, msg: 'success', result: false }, { value: false }],
  [
    'business failure with message',
    200,
    { code: 500, message: '该事项暂不支持网上办理' },
    { kind: 'business', message: '该事项暂不支持网上办理' },
  ],
  ['business failure with msg', 200, { code: 1001, msg: '预约已满' }, { kind: 'business', message: '预约已满' }],
  ['success false with message', 200, { success: false, message: '参数错误' }, { kind: 'business', message: '参数错误' }],
  ['failure without message', 200, { code: 500 }, { kind: 'business', message: MESSAGES.unknown }],
  ['empty code is not success', 200, { code: '', data: 1 }, { kind: 'business', message: MESSAGES.unknown }],
  ['signature error envelope', 200, { code: 403, message: '请求签名错误' }, { kind: 'signature', message: '请求签名错误' }],
  ['401 in code', 200, { code: 401, message: 'token失效' }, { kind: 'auth', message: MESSAGES.expired }],
  ['401 in errorCode', 200, { errorCode: 401, message: 'token失效' }, { kind: 'auth', message: MESSAGES.expired }],
  ['401 status', 401, { message: 'Unauthorized' }, { kind: 'auth', message: MESSAGES.expired }],
  // A 5xx is a gateway failure (retryable, never a logout), whatever its body: kind http, its message kept.
  ['500 with a message', 500, { code: 500, message: '服务器繁忙，请稍后重试' }, { kind: 'http', message: '服务器繁忙，请稍后重试' }],
  ['503 with an envelope and no message', 503, { code: 503 }, { kind: 'http', message: MESSAGES.unknown }],
  ['502 html page', 502, '<html>Bad Gateway</html>', { kind: 'http', message: MESSAGES.unknown }],
  ['200 html page', 200, '<html>portal login</html>', { kind: 'malformed', message: MESSAGES.malformed }],
  ['200 object without envelope', 200, { foo: 1 }, { kind: 'malformed', message: MESSAGES.malformed }],
  ['200 array', 200, [1, 2], { kind: 'malformed', message: MESSAGES.malformed }],
];

function answer(status: number, body: unknown) {
  return typeof body === 'string'
    ? new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } })
    : HttpResponse.json(body as JsonBodyType, { status });
}

let t0 = Date.parse('2026-03-01T08:00:00Z');

beforeEach(() => {
  // The 401 reporter folds expiries within 1.5 s into one: every test starts later than the last.
  vi.useFakeTimers({ toFake: ['Date'] });
  t0 += 60_000;
  vi.setSystemTime(t0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('gateway envelope rule (pure)', () => {
  it.each(GATEWAY_CASES)('%s', (_label, status, body, expected) => {
    let got: unknown;
    try {
      got = { value: unwrapGateway(status, typeof body === 'string' ? body : JSON.parse(JSON.stringify(body))) };
    } catch (e) {
      got = { kind: (e as GatewayError).kind, message: (e as GatewayError).message };
    }
    expect(got).toEqual(expected);
  });
});

describe('gateway client over HTTP', () => {
  it.each(GATEWAY_CASES)('%s', async (_label, status, body, expected) => {
    server.use(http.get('*/gw/t/envelope', () => answer(status, body)));
    window.location.hash = '#/home';
    // A logged-in user's call: a 401 is an expiry (a visitor's is a login to offer, tested below).
    startTestSession();
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    const info = vi.spyOn(toast, 'info').mockImplementation(noToast);
    expect(await outcome(gateway.get('/t/envelope'))).toEqual(expected);
    if ('value' in expected) {
      expect(fail).not.toHaveBeenCalled();
    } else if (expected.kind === 'auth') {
      expect(info).toHaveBeenCalledWith('您的登录状态已过期，请重新登录');
      expect(fail).not.toHaveBeenCalled();
    } else {
      // Other failures toast the server's message (or the clear fallback) once.
      expect(fail.mock.calls).toEqual([[expected.message]]);
    }
  });

  it('a silent call toasts nothing and still rejects with the typed error', async () => {
    server.use(http.post('*/gw/t/save', () => HttpResponse.json({ code: 500, message: '保存失败' })));
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    expect(await outcome(gateway.post('/t/save', { a: 1 }, { silent: true }))).toEqual({ kind: 'business', message: '保存失败' });
    expect(fail).not.toHaveBeenCalled();
  });

  it('a network failure toasts a clear message and rejects', async () => {
    server.use(http.get('*/gw/t/down', () => HttpResponse.error()));
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    expect(await outcome(gateway.get('/t/down'))).toEqual({ kind: 'network', message: MESSAGES.network });
    expect(fail).toHaveBeenCalledWith(MESSAGES.network);
  });
});

describe('401', () => {
  it('outside a login flow: toasts the expiry, tells the session listeners and goes to /login keeping the route and its query', async () => {
    window.location.hash = '#/matterGuide?id=M-12&from=search%20%E7%A4%BE%E4%BF%9D';
    const info = vi.spyOn(toast, 'info').mockImplementation(noToast);
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    // The emulator's own answer: a login-only path with a session that has ended.
    emulatorTestApi.expireSessions(startTestSession().token);
    const got = await outcome(gateway.get('/user-center/user/info'));
    off();
    expect(got).toEqual({ kind: 'auth', message: MESSAGES.expired });
    expect(info).toHaveBeenCalledWith('您的登录状态已过期，请重新登录');
    expect(expired).toHaveBeenCalledTimes(1);
    const route = window.location.hash.slice(1);
    expect(route.split('?')[0]).toBe('/login');
    expect(new URLSearchParams(route.split('?')[1]).get('redirect')).toBe('/matterGuide?id=M-12&from=search%20%E7%A4%BE%E4%BF%9D');
  });

  it('several calls failing together give one toast and one navigation', async () => {
    window.location.hash = '#/myInfo';
    const info = vi.spyOn(toast, 'info').mockImplementation(noToast);
    emulatorTestApi.expireSessions(startTestSession().token);
    await Promise.all([outcome(gateway.get('/user-center/user/info')), outcome(gateway.get('/user-center/user/info'))]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('redirect')).toBe('/myInfo');
  });

  it('inside a login flow: rejects the flow, no toast, no navigation', async () => {
    window.location.hash = '#/login?redirect=%2FmyInfo';
    const info = vi.spyOn(toast, 'info').mockImplementation(noToast);
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    const got = await outcome(gateway.get('/user-center/user/info', undefined, { loginFlow: true }));
    expect(got).toEqual({ kind: 'auth', message: MESSAGES.expired });
    expect(info).not.toHaveBeenCalled();
    expect(fail).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/login?redirect=%2FmyInfo');
  });

  it('a visitor who never logged in: the call needs a login; no expiry message, no trip to /login', async () => {
    // Issue 12 defects 8 and 9: nothing expired, and an open route keeps its visitor.
    window.location.hash = '#/myComplaint';
    const info = vi.spyOn(toast, 'info').mockImplementation(noToast);
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    let error: unknown;
    await gateway.get('/user-center/user/info').catch((e: unknown) => (error = e));
    off();
    expect(error).toMatchObject({ kind: 'auth', code: 'login-required', message: MESSAGES.loginRequired });
    expect(isLoginRequired(error)).toBe(true);
    expect(info).not.toHaveBeenCalled();
    expect(fail).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/myComplaint');
  });

  it('an expired session is refused the same way, and a live one passes', async () => {
    const { token } = startTestSession();
    expect(await outcome(gateway.get('/user-center/user/info', undefined, { silent: true }))).toHaveProperty('value');
    emulatorTestApi.expireSessions(token);
    expect(await outcome(gateway.get('/user-center/user/info', undefined, { loginFlow: true }))).toEqual({
      kind: 'auth',
      message: MESSAGES.expired,
    });
  });
});

describe('a 401 ends only the session it was sent with', () => {
  /** A login-only path whose answer is held until `release()`: the session changes meanwhile. */
  function heldInfo() {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const tokens: (string | null)[] = [];
    server.use(
      http.get('*/gw/user-center/user/info', async ({ request }) => {
        tokens.push(request.headers.get('ow_token'));
        if (tokens.length === 1) await gate;
        return undefined; // on to the emulator, which reads the session as it is now
      }),
    );
    return { release: () => release(), tokens };
  }

  it('a request of a replaced session is sent again with the new one: no toast, nobody logged out', async () => {
    window.location.hash = '#/myInfo';
    const info = vi.spyOn(toast, 'info').mockImplementation(noToast);
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const old = startTestSession({ userId: 'U-OLD' });
    const held = heldInfo();
    const pending = outcome(gateway.get<{ userId?: string }>('/user-center/user/info'));
    await vi.waitFor(() => expect(held.tokens).toHaveLength(1));
    emulatorTestApi.expireSessions(old.token);
    const fresh = startTestSession({ userId: 'U0001' });
    held.release();
    const got = await pending;
    off();
    expect(got).toHaveProperty('value');
    expect(held.tokens).toEqual([old.token, fresh.token]);
    expect(info).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/myInfo');
    expect(window.sessionStorage.getItem('token')).toBe(fresh.token);
  });

  it('a request of a session that has already ended fails quietly: no second toast, no navigation', async () => {
    window.location.hash = '#/myInfo';
    const info = vi.spyOn(toast, 'info').mockImplementation(noToast);
    const old = startTestSession();
    const held = heldInfo();
    const pending = outcome(gateway.get('/user-center/user/info'));
    await vi.waitFor(() => expect(held.tokens).toHaveLength(1));
    emulatorTestApi.expireSessions(old.token);
    window.sessionStorage.clear();
    held.release();
    expect(await pending).toEqual({ kind: 'auth', message: MESSAGES.expired });
    expect(held.tokens).toHaveLength(1);
    expect(info).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/myInfo');
  });
});

describe('time-out (fake timers)', () => {
  it('gives up after 60 s with a clear message, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    emulatorTestApi.setFaults({ timeout: 1, match: '/subRegion' });
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    let settled: unknown = 'pending';
    const p = outcome(gateway.get('/area/sysArea/anon/subRegion', { parentId: '120000' })).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(HTTP_TIMEOUT_MS).toBe(60_000);
    expect(settled).toEqual({ kind: 'timeout', message: MESSAGES.timeout });
    expect(fail).toHaveBeenCalledWith(MESSAGES.timeout);
  });

  it('a caller cancel is a canceled error, never toasted', async () => {
    emulatorTestApi.setFaults({ latency: 5_000, match: '/subRegion' });
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    const ctrl = new AbortController();
    const p = outcome(gateway.get('/area/sysArea/anon/subRegion', { parentId: '120000' }, { signal: ctrl.signal }));
    setTimeout(() => ctrl.abort(), 20);
    expect(await p).toEqual({ kind: 'canceled', message: '已取消' });
    expect(fail).not.toHaveBeenCalled();
  });
});
