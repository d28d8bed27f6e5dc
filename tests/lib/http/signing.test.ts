import { describe, expect, it } from 'vitest';
import { canonicalString, computeSign, makeRandom, makeTimestamp, signRequest } from '@/lib/http/signing';

// docs/contract.md section 2 vectors, used literally.
const RANDOM = '4821039576';
const TS = '1763798400';
const PREFIX = 'OW_GATEWAY_';

describe('request signing (contract vectors)', () => {
  it('token header', () => {
    const h = signRequest({ method: 'GET', path: '/x', random: RANDOM, timestamp: TS, prefix: PREFIX });
    expect(h).toEqual({ token: '2a29509daf0f1f27ecbb24258e2c9638', secret: RANDOM, timestamp: TS });
  });

  it.each([
    [{ parentId: '120000', level: 2 }, 'level=2&parentId=120000&key=4821039576', '1F2413BF6B489469020AFCC2DF22B9BF'],
    [{ b: 'x', a: 1, empty: '', n: null }, 'a=1&b=x&key=4821039576', '1E1E80363033C71B110D2CF3C2DD184F'],
    [{ keyword: '社保', hallId: 'H001' }, 'hallId=H001&keyword=社保&key=4821039576', '33154EC5186BA811EB075D0755D8727C'],
    [{}, 'key=4821039576', 'D8D3CCCCECC12A69E919DD7E127E82AD'],
  ])('sign of %j', (params, text, sign) => {
    expect(canonicalString(params, RANDOM)).toBe(text);
    expect(computeSign(params, RANDOM)).toBe(sign);
  });

  it('adds sign for /anon paths and encParam GETs only, and the session headers when there is one', () => {
    const base = { random: RANDOM, timestamp: TS, prefix: PREFIX, params: { parentId: '120000', level: 2 } };
    expect(signRequest({ ...base, method: 'GET', path: '/area/sysArea/anon/subRegion' }).sign).toBe('1F2413BF6B489469020AFCC2DF22B9BF');
    expect(signRequest({ ...base, method: 'GET', path: '/im/msg/auth/msglist' }).sign).toBeUndefined();
    expect(signRequest({ ...base, method: 'GET', path: '/im/msg/auth/msglist', encParam: true }).sign).toBe(
      '1F2413BF6B489469020AFCC2DF22B9BF',
    );
    expect(signRequest({ ...base, method: 'POST', path: '/complaint/insert', encParam: true }).sign).toBeUndefined();
    const withSession = signRequest({ ...base, method: 'GET', path: '/x', session: { token: 't1', secret: 's1' } });
    expect(withSession.ow_token).toBe('t1');
    expect(withSession.ow_secret).toBe('s1');
  });

  it('makes 10-digit randoms without a leading zero and 10-digit second timestamps', () => {
    expect(makeRandom(() => 0)).toBe('1000000000');
    expect(makeRandom(() => 0.999999)).toBe('9999999999');
    expect(makeTimestamp(1763798400123)).toBe('1763798400');
  });
});
