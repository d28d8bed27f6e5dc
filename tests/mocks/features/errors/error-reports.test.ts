import { describe, expect, it, vi } from 'vitest';
import { beaconBody, sendGatewayBeacon } from '@/lib/http/beacon';
import { makeRandom, makeTimestamp } from '@/lib/http/signing';
import { ERRORS_PATH, type ErrorBatch, type ErrorReport } from '@/lib/errors/error-reporter';
import { CSP_REPORT_PATH, KEEP_ERROR_REPORTS } from '@/mocks/features/errors/handlers';
import { errorReports } from '@/mocks/features/errors/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../../utils/session';

const URL_ = new URL(`/gw${ERRORS_PATH}`, window.location.href).toString();
const CSP_URL = new URL(`/gw${CSP_REPORT_PATH}`, window.location.href).toString();

function report(over: Partial<ErrorReport> = {}): ErrorReport {
  return {
    kind: 'error',
    message: 'TypeError: x is undefined',
    route: '/home',
    trail: ['/home'],
    count: 1,
    at: Date.now() - 1000,
    ...over,
  };
}
function batch(over: Partial<ErrorBatch> = {}): ErrorBatch {
  return { buildId: 'index-test01', userAgent: 'Vitest', dropped: 0, reports: [report()], ...over };
}
const signedText = (b: object) =>
  JSON.stringify(beaconBody(b, { random: makeRandom(), timestamp: makeTimestamp(Date.now()), prefix: 'OW_GATEWAY_', session: null }));

async function post(text: string): Promise<{ code: number; message: string; data?: { stored: number } }> {
  const res = await fetch(URL_, { method: 'POST', body: text, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
  return (await res.json()) as { code: number; message: string; data?: { stored: number } };
}
const byMessage = (m: string) => errorReports.filter((r) => r.message === m);

describe('emulator: error reports (POST /service-xzyd/anon/client/errors)', () => {
  it('stores a batch the app sends by beacon, without the session, and shows it through the test API', async () => {
    const { token, secret } = startTestSession({ userId: 'U-ERR-1' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const way = sendGatewayBeacon(ERRORS_PATH, batch({ reports: [report({ message: 'beacon-sent', kind: 'render', detail: 'page' })] }), {
      navigator: {},
      anonymous: true,
    });
    expect(way).toBe('fetch');
    const body = String(fetchSpy.mock.calls[0][1]?.body);
    fetchSpy.mockRestore();
    expect(body).not.toContain(token);
    expect(body).not.toContain(secret);
    await vi.waitFor(() => expect(byMessage('beacon-sent')).toHaveLength(1));
    expect(byMessage('beacon-sent')[0]).toEqual(
      expect.objectContaining({
        via: 'reporter',
        kind: 'render',
        detail: 'page',
        route: '/home',
        buildId: 'index-test01',
        userAgent: 'Vitest',
      }),
    );
    expect(emulatorTestApi.errorReports().some((r) => r.message === 'beacon-sent')).toBe(true);
  });

  it('refuses a body without its signature, a bad one, or a batch changed after signing', async () => {
    const b = batch({ reports: [report({ message: 'unsigned' })] });
    expect((await post(JSON.stringify({ report: b }))).code).toBe(400);
    expect((await post('not json')).code).toBe(400);
    const body = JSON.parse(signedText(b)) as { auth: Record<string, string>; report: ErrorBatch };
    body.report.reports[0].message = 'changed';
    expect((await post(JSON.stringify(body))).code).toBe(403);
    expect(byMessage('unsigned')).toHaveLength(0);
    expect(byMessage('changed')).toHaveLength(0);
  });

  it.each([
    ['a mobile in the message', { message: 'call 13800138000' }, '错误信息含个人信息'],
    ['an id number in the stack', { stack: 'Error\n at 12010119900307123X' }, '调用栈含个人信息'],
    ['a query in the source', { source: '/x?mobile=1' }, '错误来源含个人信息'],
    ['a route with a query', { route: '/home?x=1' }, '页面路径无效'],
    ['a trail with a query', { trail: ['/home?ticket=1'] }, '访问轨迹无效'],
    ['an unknown kind', { kind: 'boom' as ErrorReport['kind'] }, '错误类型无效'],
    ['an empty message', { message: '' }, '错误信息无效'],
    ['a count of zero', { count: 0 }, '次数无效'],
    ['a time far ahead', { at: Date.now() + 3600_000 }, '发生时间无效'],
  ])('refuses %s, and stores nothing of the batch', async (_, over, message) => {
    const answer = await post(signedText(batch({ reports: [report({ message: 'kept-out' }), report(over)] })));
    expect(answer).toEqual({ code: 400, message });
    expect(byMessage('kept-out')).toHaveLength(0);
  });

  it('refuses a batch that is empty, too large, or without a build id', async () => {
    expect((await post(signedText(batch({ reports: [] })))).message).toBe('错误报告数量无效');
    expect((await post(signedText(batch({ reports: Array.from({ length: 21 }, () => report()) })))).message).toBe('错误报告数量无效');
    expect((await post(signedText(batch({ buildId: '' })))).message).toBe('版本标识无效');
  });

  it('keeps the newest reports only', async () => {
    for (let i = 0; i < 16; i++) {
      const reports = Array.from({ length: 20 }, (_, j) => report({ message: `fill ${i}-${j}` }));
      expect((await post(signedText(batch({ reports })))).code).toBe(200);
    }
    expect(errorReports.all().length).toBe(KEEP_ERROR_REPORTS);
    expect(byMessage('fill 15-19')).toHaveLength(1);
    expect(byMessage('fill 0-0')).toHaveLength(0);
  });
});

describe('emulator: CSP reports the browser posts (POST /service-xzyd/anon/client/csp)', () => {
  it("stores report-uri's application/csp-report, without queries or digit runs", async () => {
    const res = await fetch(CSP_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'https://hall.example/?mobile=13800138000',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?token=t0ken',
          'source-file': 'https://hall.example/assets/app.js',
          'line-number': 12,
        },
      }),
    });
    expect(res.status).toBe(204);
    const row = errorReports.all().find((r) => r.via === 'browser' && r.detail === 'script-src-elem');
    expect(row).toEqual(
      expect.objectContaining({
        kind: 'csp',
        message: 'script-src-elem blocked',
        source: 'https://evil.example/x.js https://hall.example/assets/app.js:12',
      }),
    );
    expect(JSON.stringify(row)).not.toMatch(/13800138000|t0ken/);
  });

  it("stores report-to's application/reports+json, and refuses what is neither", async () => {
    const res = await fetch(CSP_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          age: 1,
          url: 'https://hall.example/',
          body: { effectiveDirective: 'connect-src', blockedURL: 'https://x.example/a?b=1' },
        },
      ]),
    });
    expect(res.status).toBe(204);
    expect(errorReports.all().some((r) => r.via === 'browser' && r.detail === 'connect-src' && r.source === 'https://x.example/a')).toBe(
      true,
    );
    const wrong = await fetch(CSP_URL, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(wrong.status).toBe(400);
    const empty = await fetch(CSP_URL, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: '{"x":1}' });
    expect(empty.status).toBe(400);
  });
});
