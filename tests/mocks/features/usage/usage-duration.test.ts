import { describe, expect, it, vi } from 'vitest';
import { beaconBody, sendGatewayBeacon } from '@/lib/http/beacon';
import { makeRandom, makeTimestamp } from '@/lib/http/signing';
import { USAGE_PATH, type UsageReport } from '@/lib/usage/usage-reporter';
import { KEEP_REPORTS } from '@/mocks/features/usage/handlers';
import { usageReports } from '@/mocks/features/usage/tables';
import { startTestSession } from '../../../utils/session';

const URL_ = new URL(`/gw${USAGE_PATH}`, window.location.href).toString();

function report(over: Partial<UsageReport> = {}): UsageReport {
  const endedAt = Date.now() - 1000;
  return {
    visitId: 'visit-node-0001',
    seq: 1,
    startedAt: endedAt - 42_000,
    endedAt,
    durationMs: 42_000,
    reason: 'hidden',
    route: '/home',
    fixedArea: '120101',
    ...over,
  };
}

function signedText(r: object, session: { token: string; secret: string } | null = null): string {
  return JSON.stringify(beaconBody(r, { random: makeRandom(), timestamp: makeTimestamp(Date.now()), prefix: 'OW_GATEWAY_', session }));
}

async function post(text: string): Promise<{ code: number; message: string; data?: { id: string; duplicate: boolean } }> {
  const res = await fetch(URL_, { method: 'POST', body: text, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
  return (await res.json()) as { code: number; message: string; data?: { id: string; duplicate: boolean } };
}

describe('emulator: usage duration (POST /service-xzyd/anon/usage/duration)', () => {
  it('stores a beacon sent by the app (keepalive fetch where sendBeacon is missing), for a visitor', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const way = sendGatewayBeacon(USAGE_PATH, report({ visitId: 'visit-node-visitor' }), { navigator: {} });
    expect(way).toBe('fetch');
    const [url, init] = fetchSpy.mock.calls[0];
    expect(String(url)).toBe(URL_);
    expect(init).toEqual(expect.objectContaining({ method: 'POST', keepalive: true }));
    fetchSpy.mockRestore();
    await vi.waitFor(() => expect(usageReports.get('visit-node-visitor.1')).toBeDefined());
    expect(usageReports.get('visit-node-visitor.1')).toEqual(
      expect.objectContaining({ userId: null, durationMs: 42_000, route: '/home', fixedArea: '120101', reason: 'hidden' }),
    );
  });

  it('credits the user of the session signed in the body, never in the address', async () => {
    const { token } = startTestSession({ userId: 'U-USAGE-1' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    sendGatewayBeacon(USAGE_PATH, report({ visitId: 'visit-node-user' }), { navigator: {} });
    const [url, init] = fetchSpy.mock.calls[0];
    fetchSpy.mockRestore();
    expect(String(url)).not.toContain(token);
    expect(String(url)).not.toContain('?');
    expect(JSON.parse(String(init?.body)).auth.ow_token).toBe(token);
    await vi.waitFor(() => expect(usageReports.get('visit-node-user.1')?.userId).toBe('U-USAGE-1'));
  });

  it('counts a session that ended as a visitor', async () => {
    const s = startTestSession({ userId: 'U-USAGE-2' });
    const answer = await post(signedText(report({ visitId: 'visit-node-forged' }), { token: s.token, secret: 'wrong' }));
    expect(answer.code).toBe(200);
    expect(usageReports.get('visit-node-forged.1')?.userId).toBeNull();
  });

  it('stores a span once, however often it arrives', async () => {
    const r = report({ visitId: 'visit-node-dup' });
    expect((await post(signedText(r))).data).toEqual({ id: 'visit-node-dup.1', duplicate: false });
    expect((await post(signedText(r))).data).toEqual({ id: 'visit-node-dup.1', duplicate: true });
    expect(usageReports.filter((x) => x.visitId === 'visit-node-dup')).toHaveLength(1);
    await post(signedText({ ...r, seq: 2 }));
    expect(usageReports.filter((x) => x.visitId === 'visit-node-dup')).toHaveLength(2);
  });

  it('refuses a body without its signature, a bad one, or a report changed after signing', async () => {
    const r = report({ visitId: 'visit-node-sig' });
    expect((await post(JSON.stringify({ report: r }))).code).toBe(400);
    expect((await post('not json')).code).toBe(400);
    const body = JSON.parse(signedText(r));
    expect((await post(JSON.stringify({ ...body, report: { ...r, durationMs: 4_200_000 } }))).message).toBe('请求签名错误');
    expect((await post(JSON.stringify({ ...body, auth: { ...body.auth, token: '0'.repeat(32) } }))).message).toBe('请求签名错误');
    const stale = JSON.stringify(
      beaconBody(r, { random: makeRandom(), timestamp: makeTimestamp(Date.now() - 600_000), prefix: 'OW_GATEWAY_', session: null }),
    );
    expect((await post(stale)).message).toBe('请求签名错误');
    expect(usageReports.filter((x) => x.visitId === 'visit-node-sig')).toEqual([]);
  });

  it.each([
    [{ visitId: 'x' }, '访问标识无效'],
    [{ seq: 0 }, '时段序号无效'],
    [{ seq: 1.5 }, '时段序号无效'],
    [{ endedAt: 1 }, '起止时间无效'],
    [{ durationMs: 500 }, '使用时长无效'],
    [{ durationMs: 50_000 }, '使用时长超过起止时间'],
    [{ route: '/login?ticket=T1' }, '页面路径无效'],
    [{ route: '' }, '页面路径无效'],
    [{ fixedArea: '12' }, '区域编码无效'],
    [{ reason: 'unload' }, '上报原因无效'],
  ])('refuses %j', async (over, message) => {
    const answer = await post(signedText(report({ visitId: 'visit-node-bad', ...over } as Partial<UsageReport>)));
    expect(answer).toEqual({ code: 400, message });
    expect(usageReports.filter((x) => x.visitId === 'visit-node-bad' || x.visitId === 'x')).toEqual([]);
  });

  it('refuses a span that ends in the future', async () => {
    const endedAt = Date.now() + 3_600_000;
    const answer = await post(signedText(report({ visitId: 'visit-node-future', endedAt, startedAt: endedAt - 5000, durationMs: 5000 })));
    expect(answer.message).toBe('结束时间晚于当前时间');
  });

  it(`keeps the newest ${KEEP_REPORTS} reports`, async () => {
    const base = Date.now() - 10_000_000;
    for (let i = 0; i < KEEP_REPORTS; i++)
      usageReports.insert({
        id: `old-${i}.1`,
        visitId: `old-${i}`,
        seq: 1,
        userId: null,
        route: '/home',
        fixedArea: null,
        startedAt: base,
        endedAt: base + 2000,
        durationMs: 2000,
        reason: 'hidden',
        receivedAt: base + i,
      });
    await post(signedText(report({ visitId: 'visit-node-newest' })));
    expect(usageReports.all()).toHaveLength(KEEP_REPORTS);
    expect(usageReports.get('visit-node-newest.1')).toBeDefined();
    expect(usageReports.get('old-0.1')).toBeUndefined();
  });
});

describe('sendGatewayBeacon: the way out', () => {
  const r = report({ visitId: 'visit-way' });
  it('uses sendBeacon with the JSON text when it queues the report', () => {
    const sendBeacon = vi.fn(() => true);
    const fetchFn = vi.fn();
    expect(sendGatewayBeacon(USAGE_PATH, r, { navigator: { sendBeacon }, fetch: fetchFn })).toBe('beacon');
    expect(sendBeacon).toHaveBeenCalledWith(URL_, expect.any(String));
    const sent = JSON.parse((sendBeacon.mock.calls[0] as unknown as [string, string])[1]);
    expect(sent.report).toEqual(r);
    expect(sent.auth).toEqual(
      expect.objectContaining({ secret: expect.stringMatching(/^[1-9]\d{9}$/), sign: expect.stringMatching(/^[0-9A-F]{32}$/) }),
    );
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when sendBeacon refuses or throws, and never throws itself', () => {
    const fetchFn = vi.fn(() => Promise.reject(new Error('offline')));
    expect(sendGatewayBeacon(USAGE_PATH, r, { navigator: { sendBeacon: () => false }, fetch: fetchFn })).toBe('fetch');
    const throwing = () => {
      throw new TypeError('Illegal invocation');
    };
    expect(sendGatewayBeacon(USAGE_PATH, r, { navigator: { sendBeacon: throwing }, fetch: fetchFn })).toBe('fetch');
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(fetchFn.mock.calls[0]).toEqual([URL_, expect.objectContaining({ keepalive: true })]);
    const brokenFetch = vi.fn(() => {
      throw new TypeError('no fetch');
    });
    expect(sendGatewayBeacon(USAGE_PATH, r, { navigator: {}, fetch: brokenFetch as unknown as typeof fetch })).toBe('none');
  });
});
