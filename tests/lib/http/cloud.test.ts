import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cloud } from '@/lib/http/cloud';
import { HTTP_TIMEOUT_MS } from '@/lib/http/client';
import { isGatewayError, MESSAGES } from '@/lib/http/errors';
import { toast } from '@/lib/feedback/feedback';
import { server } from '../../setup';

// The layer under test asks for a toast; antd-mobile's toast itself (rendered and animated in its own
// root, outside any act) is not part of it.
const noToast = () => undefined;

let t0 = Date.parse('2026-04-01T08:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t0 += 60_000;
  vi.setSystemTime(t0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Expect = { value: unknown; toast?: string; login?: boolean };

// docs/spec-rules.md section 7 (second client) and docs/contract.md section 4.
const CLOUD_CASES: [label: string, status: number, body: unknown, expected: Expect][] = [
  ['no success field: the body itself', 200, { list: [1, 2], total: 2 }, { value: { list: [1, 2], total: 2 } }],
  ['no success field, even with a code', 200, { code: 500, message: 'x' }, { value: { code: 500, message: 'x' } }],
  ['a bare array', 200, [{ id: 1 }], { value: [{ id: 1 }] }],
  ['a bare string', 200, 'plain text', { value: 'plain text' }],
  ['success true: data', 200, { success: true, data: { id: 'A1' }, message: 'ok' }, { value: { id: 'A1' } }],
  ['success true without data', 200, { success: true }, { value: undefined }],
  ['success false: toast the message, false', 200, { success: false, message: '地址不存在' }, { value: false, toast: '地址不存在' }],
  ['success false with msg', 200, { success: false, msg: '次数已用完' }, { value: false, toast: '次数已用完' }],
  ['success false without message', 200, { success: false }, { value: false, toast: MESSAGES.unknown }],
  ['success "true" as text is not success', 200, { success: 'true', data: 1 }, { value: false, toast: MESSAGES.unknown }],
  ['401 status', 401, { success: false, message: 'expired' }, { value: false, toast: MESSAGES.expired, login: true }],
  ['401 in code', 200, { code: 401, success: false }, { value: false, toast: MESSAGES.expired, login: true }],
  ['401 in errorCode', 200, { errorCode: 401 }, { value: false, toast: MESSAGES.expired, login: true }],
  ['500 with a message', 500, { message: '云服务繁忙' }, { value: false, toast: '云服务繁忙' }],
  ['500 html', 500, '<html>error</html>', { value: false, toast: MESSAGES.unknown }],
];

describe('cloud client', () => {
  it.each(CLOUD_CASES)('%s', async (_label, status, body, expected) => {
    server.use(
      http.get('*/cloud-api/t/case', () =>
        typeof body === 'string'
          ? new HttpResponse(body, { status, headers: { 'Content-Type': status === 200 ? 'text/plain' : 'text/html' } })
          : HttpResponse.json(body as JsonBodyType, { status }),
      ),
    );
    window.location.hash = '#/robot?q=1';
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    const info = vi.spyOn(toast, 'info').mockImplementation(noToast);
    expect(await cloud.get('/t/case')).toEqual(expected.value);
    const toasts = [...fail.mock.calls, ...info.mock.calls].map((c) => c[0]);
    expect(toasts).toEqual(expected.toast ? [expected.toast] : []);
    if (expected.login) {
      expect(window.location.hash.split('?')[0]).toBe('#/login');
      expect(new URLSearchParams(window.location.hash.split('?')[1]).get('redirect')).toBe('/robot?q=1');
    } else {
      expect(window.location.hash).toBe('#/robot?q=1');
    }
  });

  it('uses its own base, sends query and JSON body, and carries no gateway signature or session', async () => {
    window.sessionStorage.setItem('token', 'tok-should-not-leak');
    window.sessionStorage.setItem('secret', 'sec-should-not-leak');
    const seen: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    server.use(
      http.all('*/cloud-api/*', async ({ request }) => {
        seen.push({
          url: request.url,
          headers: Object.fromEntries(request.headers),
          body: request.method === 'POST' ? await request.json() : null,
        });
        return HttpResponse.json({ success: true, data: 'ok' });
      }),
    );
    expect(await cloud.get('/geo/translate', { lng: 117.2, lat: 39.13, tags: ['a', 'b'] })).toBe('ok');
    expect(await cloud.post('/robot/ask', { q: '如何办理居住证' })).toBe('ok');
    expect(new URL(seen[0].url).pathname).toBe('/cloud-api/geo/translate');
    expect(Object.fromEntries(new URL(seen[0].url).searchParams)).toEqual({ lng: '117.2', lat: '39.13', tags: '["a","b"]' });
    expect(seen[1].body).toEqual({ q: '如何办理居住证' });
    for (const s of seen) {
      for (const h of ['token', 'secret', 'timestamp', 'sign', 'ow_token', 'ow_secret']) expect(s.headers).not.toHaveProperty(h);
    }
  });

  it('a silent call toasts nothing', async () => {
    server.use(http.post('*/cloud-api/t/save', () => HttpResponse.json({ success: false, message: '失败' })));
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    expect(await cloud.post('/t/save', {}, { silent: true })).toBe(false);
    expect(fail).not.toHaveBeenCalled();
  });

  it('inside a login flow a 401 rejects, without toast or navigation', async () => {
    server.use(http.get('*/cloud-api/t/me', () => HttpResponse.json({ code: 401 }, { status: 401 })));
    window.location.hash = '#/login';
    const info = vi.spyOn(toast, 'info').mockImplementation(noToast);
    const e = await cloud.get('/t/me', undefined, { loginFlow: true }).catch((err: unknown) => err);
    expect(isGatewayError(e) && e.kind).toBe('auth');
    expect(info).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/login');
  });

  it('network failure: a clear toast and false', async () => {
    server.use(http.get('*/cloud-api/t/down', () => HttpResponse.error()));
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    expect(await cloud.get('/t/down')).toBe(false);
    expect(fail).toHaveBeenCalledWith(MESSAGES.network);
  });

  it('time-out after 60 s (fake timers): a clear toast and false, never a pending promise', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/cloud-api/t/slow', () => new Promise<Response>(() => undefined)));
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    let settled: unknown = 'pending';
    const p = cloud.get('/t/slow').then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toBe(false);
    expect(fail).toHaveBeenCalledWith(MESSAGES.timeout);
  });

  it('a cancel by the caller rejects with kind canceled and no toast', async () => {
    server.use(http.get('*/cloud-api/t/slow', () => new Promise<Response>(() => undefined)));
    const fail = vi.spyOn(toast, 'fail').mockImplementation(noToast);
    const ctrl = new AbortController();
    const p = cloud.get('/t/slow', undefined, { signal: ctrl.signal }).catch((e: unknown) => e);
    ctrl.abort();
    const e = await p;
    expect(isGatewayError(e) && e.kind).toBe('canceled');
    expect(fail).not.toHaveBeenCalled();
  });
});
