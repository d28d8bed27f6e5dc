// Request signing (docs/contract.md section 2; docs/contract-check.md): a request signed right passes; a
// wrong token, a missing or wrong sign on an /anon path, a timestamp outside 300 s or in
// milliseconds get HTTP 200 with {code: 403, message: '请求签名错误'}; a replay is refused.
import { createHash } from 'node:crypto';
import { signingHeaders, signOf } from '../../lib/gateway-client.mjs';
import { brief, expect, isSignatureError, payloadOf, SIGNATURE_ERROR } from '../expect.mjs';

const md5 = (s) => createHash('md5').update(s, 'utf8').digest('hex');

/** The /anon call the signing checks sign: the area's hot matters (docs/matters.md). */
const probe = (ctx) => ({ path: '/service-xzyd/matter/anon/hot', query: { areaCode: ctx.settings.area, size: '3' } });

/** Headers signed right for the probe, then changed by `change`. */
function probeHeaders(ctx, change = () => undefined) {
  const { query } = probe(ctx);
  const h = signingHeaders({ prefix: ctx.settings.signPrefix, params: query, path: probe(ctx).path });
  change(h);
  return h;
}

/** Sends the probe with `headers` and expects the signature error. */
async function expectRefused(ctx, headers, what) {
  const { path, query } = probe(ctx);
  const res = await ctx.raw('GET', path, { query, headers });
  expect(isSignatureError(res), () => `${what}: expected HTTP 200 ${JSON.stringify(SIGNATURE_ERROR)}, got ${brief(res)}`);
  return `${what}: refused with HTTP 200 {code:403, message:'请求签名错误'}`;
}

/** Token and timestamp that agree with each other (only the timestamp's value is wrong). */
function withTimestamp(ctx, timestamp) {
  return (h) => {
    h.timestamp = timestamp;
    h.token = md5(ctx.settings.signPrefix + h.secret + timestamp);
  };
}

export const checks = [
  {
    id: 'signing.signed-anon-get',
    name: 'a correctly signed /anon GET succeeds',
    async run(ctx) {
      const { path, query } = probe(ctx);
      const res = await ctx.call('GET', path, { query });
      const data = payloadOf(res, `GET ${path}`);
      return `GET ${path}: HTTP 200, code ${res.body.code}${Array.isArray(data) ? `, ${data.length} records` : ''}`;
    },
  },
  {
    id: 'signing.signed-anon-post',
    name: 'a correctly signed /anon POST (sign over the JSON body) succeeds',
    async run(ctx) {
      const path = '/service-xzyd/certificate/anon/verify';
      const res = await ctx.call('POST', path, { body: { code: 'contract-check-not-a-code', verifier: 'contract-check' } });
      payloadOf(res, `POST ${path}`);
      return `POST ${path}: HTTP 200, code ${res.body.code}`;
    },
  },
  {
    id: 'signing.wrong-token',
    name: 'a wrong token header is refused',
    run: (ctx) =>
      expectRefused(
        ctx,
        probeHeaders(ctx, (h) => (h.token = md5(`NOT_${ctx.settings.signPrefix}${h.secret}${h.timestamp}`))),
        'token of another prefix',
      ),
  },
  {
    id: 'signing.missing-sign',
    name: 'an /anon call without sign is refused',
    run: (ctx) =>
      expectRefused(
        ctx,
        probeHeaders(ctx, (h) => delete h.sign),
        'no sign header on an /anon path',
      ),
  },
  {
    id: 'signing.wrong-sign',
    name: 'a wrong sign is refused',
    run: (ctx) =>
      expectRefused(
        ctx,
        probeHeaders(ctx, (h) => (h.sign = signOf({ ...probe(ctx).query, size: '4' }, h.secret))),
        'sign of other parameters',
      ),
  },
  {
    id: 'signing.timestamp-behind',
    name: 'a timestamp 400 s behind is refused',
    run: (ctx) =>
      expectRefused(ctx, probeHeaders(ctx, withTimestamp(ctx, String(Math.floor(Date.now() / 1000) - 400))), 'timestamp now - 400 s'),
  },
  {
    id: 'signing.timestamp-ahead',
    name: 'a timestamp 400 s ahead is refused',
    run: (ctx) =>
      expectRefused(ctx, probeHeaders(ctx, withTimestamp(ctx, String(Math.floor(Date.now() / 1000) + 400))), 'timestamp now + 400 s'),
  },
  {
    id: 'signing.timestamp-millis',
    name: 'a timestamp in milliseconds is refused',
    run: (ctx) => expectRefused(ctx, probeHeaders(ctx, withTimestamp(ctx, String(Date.now()))), 'timestamp in milliseconds'),
  },
  {
    id: 'signing.replay',
    name: 'a replay of the same signed headers is refused',
    recommended: true,
    async run(ctx) {
      const { path, query } = probe(ctx);
      const headers = probeHeaders(ctx);
      const first = await ctx.raw('GET', path, { query, headers });
      payloadOf(first, 'the first sending');
      const again = await ctx.raw('GET', path, { query, headers: { ...headers } });
      expect(isSignatureError(again), () => `the same headers sent again were accepted: ${brief(again)}`);
      return 'the first sending passed; the same headers again got the signature error';
    },
  },
];
