import { HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayHandler } from '@/mocks/gateway';

const answer = () => new Response('ok');
const run = (h: HttpHandler, method: string, url: string) => h.run({ request: new Request(url, { method }), requestId: 'r1' });

describe('GatewayHandler: the cheap checks first, msw for a handler that may answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers its method and path, params and a different case included, as msw does', async () => {
    const h = new GatewayHandler('get', '*/gw/hall/:id/detail', answer);
    const hit = await run(h, 'GET', 'http://localhost/gw/hall/H1/detail');
    expect(hit?.response && (await hit.response.text())).toBe('ok');
    expect(hit?.parsedResult?.match.params).toMatchObject({ id: 'H1' });
    expect((await run(h, 'GET', 'http://localhost/GW/Hall/H2/Detail'))?.response).toBeDefined();
  });

  it("a call of another method or path is not answered; no call goes through msw's own parse (its cookie jar)", async () => {
    const parse = vi.spyOn(HttpHandler.prototype, 'parse');
    const h = new GatewayHandler('post', '*/gw/hall/anon/list', answer);
    expect(await run(h, 'GET', 'http://localhost/gw/hall/anon/list')).toBeNull();
    expect(await run(h, 'POST', 'http://localhost/gw/matter/anon/list')).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    const hit = await run(h, 'POST', 'http://localhost/gw/hall/anon/list');
    expect(hit?.response).toBeDefined();
    expect(hit?.parsedResult?.cookies).toEqual({});
    expect(parse).not.toHaveBeenCalled();
  });
});
