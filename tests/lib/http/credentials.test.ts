import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cloud } from '@/lib/http/cloud';
import { gateway } from '@/lib/http/client';
import { uploadFiles } from '@/lib/http/upload';
import { handle } from '@/mocks/gateway';
import { emulatorTestApi } from '@/mocks/node';
import { server } from '../../setup';
import { startTestSession } from '../../utils/session';

afterEach(() => vi.restoreAllMocks());

describe('credentials never appear in URLs or console output', () => {
  it('over a recorded session of requests', async () => {
    const { token, secret } = startTestSession();
    const requests: { url: string; headers: Headers }[] = [];
    const record = ({ request }: { request: Request }) => requests.push({ url: request.url, headers: request.headers });
    server.events.on('request:start', record);
    const printed: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        printed.push(
          args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '),
        );
      });
    }
    server.use(
      http.get('*/cloud-api/t/x', () => HttpResponse.json({ success: false, message: '失败' })),
      handle('get', '/t/boom', () => {
        throw new Error('handler crashed');
      }),
    );

    const errors: unknown[] = [];
    const run = (p: Promise<unknown>) => p.catch((e: unknown) => errors.push(e));
    await run(gateway.get('/user-center/user/info'));
    await run(gateway.get('/area/sysArea/anon/subRegion', { parentId: '120000' }, { rs: true }));
    await run(gateway.get('/user-center/user/info', { q: '社保' }, { encParam: true }));
    await run(gateway.post('/user-center/realName/verify', { name: '张三', idcard: '123' }));
    await run(uploadFiles(new File(['x'], 'a.png', { type: 'image/png' })));
    await run(gateway.get('/t/boom'));
    await run(cloud.get('/t/x', { a: 1 }));
    emulatorTestApi.setFaults({ error: 1 });
    await run(gateway.get('/user-center/user/info'));
    emulatorTestApi.clearFaults();
    emulatorTestApi.expireSessions(token);
    await run(gateway.get('/user-center/user/info'));
    server.events.removeListener('request:start', record);

    // The recording saw the credentials travel in headers, so the checks below are not vacuous.
    const gatewayCalls = requests.filter((r) => new URL(r.url).pathname.startsWith('/gw/'));
    expect(gatewayCalls.length).toBeGreaterThanOrEqual(8);
    expect(gatewayCalls.every((r) => r.headers.get('ow_token') === token && r.headers.get('ow_secret') === secret)).toBe(true);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(printed.length).toBeGreaterThan(0);

    const needles = [token, secret, encodeURIComponent(token), encodeURIComponent(secret)];
    const haystacks = [
      ...requests.map((r) => decodeURIComponent(r.url)),
      ...requests.map((r) => r.url),
      ...printed,
      ...errors.map((e) => `${String(e)} ${JSON.stringify(e)}`),
      window.location.href,
    ];
    for (const text of haystacks) for (const n of needles) expect(text).not.toContain(n);
  });
});
