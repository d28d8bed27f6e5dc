import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { canonicalString, computeSign } from '@/lib/http/signing';
import { handle } from '@/mocks/gateway';
import { server } from '../../setup';
import { startTestSession } from '../../utils/session';

const R = '4821039576';
// An implementation of MD5 that is neither the app's nor the emulator's.
const md5Upper = (s: string) => createHash('md5').update(s, 'utf8').digest('hex').toUpperCase();

// docs/contract.md section 2: drop undefined/null/'', sort keys by UTF-16 code unit, booleans as
// true/false, objects and arrays as compact JSON, the rest as its string, then `key=<random>`.
const CASES: [label: string, params: Record<string, unknown>, text: string][] = [
  ['booleans', { b: true, a: false }, `a=false&b=true&key=${R}`],
  ['numbers: zero, negative, exponent form', { n: 0, m: -1.5, big: 1e21 }, `big=1e+21&m=-1.5&n=0&key=${R}`],
  ['nested object as compact JSON, key order kept', { o: { y: 1, x: [1, { z: '中' }] } }, `o={"y":1,"x":[1,{"z":"中"}]}&key=${R}`],
  ['arrays as compact JSON, order kept', { ids: [3, 1, 2], tags: ['社保', 'a b'] }, `ids=[3,1,2]&tags=["社保","a b"]&key=${R}`],
  ['empty array and object are kept', { arr: [], obj: {} }, `arr=[]&obj={}&key=${R}`],
  ['undefined, null and empty string are dropped', { u: undefined, n: null, e: '', k: 'v' }, `k=v&key=${R}`],
  ['only empty values: the key alone', { u: undefined, n: null, e: '' }, `key=${R}`],
  ['false, 0, a space and the text "null" are values', { f: false, z: 0, s: ' ', t: 'null' }, `f=false&s= &t=null&z=0&key=${R}`],
  ['values are not URL-encoded', { q: 'a&b=c?d' }, `q=a&b=c?d&key=${R}`],
  ['keys differing only in case: upper case first', { b: 1, B: 2, a: 3, A: 4 }, `A=4&B=2&a=3&b=1&key=${R}`],
  ['unicode keys by code unit (astral before fullwidth)', { ｚ: 5, '😀': 4, 中文: 3, é: 2, z: 1 }, `z=1&é=2&中文=3&😀=4&ｚ=5&key=${R}`],
  ['unicode values, emoji included', { name: '张三😀' }, `name=张三😀&key=${R}`],
  ['a key named key is an ordinary parameter', { key: 'x' }, `key=x&key=${R}`],
];

describe('sign canonicalisation edge cases', () => {
  it.each(CASES)('%s', (_label, params, text) => {
    expect(canonicalString(params, R)).toBe(text);
    expect(computeSign(params, R)).toBe(md5Upper(text));
  });
});

describe('the client and the emulator agree on every edge case (end to end)', () => {
  beforeEach(() => {
    server.use(
      handle('get', '/t/anon/echo', ({ query }) => Object.fromEntries(query)),
      handle('post', '/t/anon/echo', ({ body }) => body),
      handle('put', '/t/anon/echo', ({ body }) => body),
    );
  });
  afterEach(() => server.resetHandlers());

  it.each(CASES)('GET %s', async (_label, params) => {
    await expect(gateway.get('/t/anon/echo', params, { silent: true })).resolves.toBeTypeOf('object');
  });

  it.each(CASES)('POST %s', async (_label, params) => {
    await expect(gateway.post('/t/anon/echo', params, { silent: true })).resolves.toBeTypeOf('object');
  });

  it('a Date, NaN and undefined fields in a body are signed as they are sent', async () => {
    const body = { at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), n: Number.NaN, gone: undefined, keep: 1 };
    await expect(gateway.put('/t/anon/echo', body, { silent: true })).resolves.toEqual({
      at: '2026-01-02T03:04:05.000Z',
      n: null,
      keep: 1,
    });
  });

  it('parameters written in the path are signed together with params', async () => {
    await expect(gateway.get('/t/anon/echo?inline=是', { b: 2 }, { silent: true })).resolves.toEqual({ inline: '是', b: '2' });
  });

  it('rs=wx is added before signing', async () => {
    await expect(gateway.get('/t/anon/echo', { a: 1 }, { rs: true, silent: true })).resolves.toEqual({ a: '1', rs: 'wx' });
  });

  it('an encParam GET on a login path is signed and the emulator checks it', async () => {
    startTestSession();
    const seen: (string | null)[] = [];
    server.use(
      handle('get', '/t/auth/echo', ({ request, query }) => {
        seen.push(request.headers.get('sign'));
        return Object.fromEntries(query);
      }),
    );
    await expect(gateway.get('/t/auth/echo', { 社保: true, list: [1] }, { encParam: true, silent: true })).resolves.toEqual({
      社保: 'true',
      list: '[1]',
    });
    await gateway.get('/t/auth/echo', { a: 1 }, { silent: true });
    expect(seen[0]).toMatch(/^[0-9A-F]{32}$/);
    expect(seen[1]).toBeNull();
  });
});
