// Envelopes (docs/contract.md section 4): success is {code: 200, message, data} or {code: 0, msg, result};
// a business failure carries a message the app can show; a body that is not JSON gets a clear 4xx.
import { signingHeaders } from '../../lib/gateway-client.mjs';
import { brief, expect, readEnvelope, refusalProblem, successEnvelopeProblem } from '../expect.mjs';

/** The public call (no /anon, no session needed) the failure checks send: the login's SMS code. */
const SMS_PATH = '/wechat-hall/reg/sendSmsCode';

export const checks = [
  {
    id: 'envelopes.success',
    name: 'success bodies are {code:200,message,data} or {code:0,msg,result}',
    async run(ctx) {
      const calls = [
        ['/service-xzyd/matter/anon/hot', { areaCode: ctx.settings.area, size: 3 }],
        ['/service-xzyd/matter/anon/filters', { areaCode: ctx.settings.area }],
        ['/service-xzyd/search/anon/hotWords', { areaCode: ctx.settings.area, size: 5 }],
      ];
      const seen = [];
      for (const [path, query] of calls) {
        const res = await ctx.call('GET', path, { query });
        const problem = successEnvelopeProblem(res);
        expect(!problem, () => `GET ${path}: ${problem}`);
        seen.push(res.body.code === 0 ? '{code:0,msg,result}' : '{code:200,message,data}');
      }
      return `${calls.length} calls: ${[...new Set(seen)].join(' and ')}`;
    },
  },
  {
    id: 'envelopes.business-failure',
    name: 'a business failure (a required field missing) carries a message',
    async run(ctx) {
      const res = await ctx.call('POST', SMS_PATH, { body: {} });
      const problem = refusalProblem(res);
      expect(!problem, () => `POST ${SMS_PATH} without mobile: ${problem}`);
      const env = readEnvelope(res.body);
      return `POST ${SMS_PATH} without mobile: HTTP ${res.status}, code ${env.code}: ${env.message}`;
    },
  },
  {
    id: 'envelopes.malformed-json',
    name: 'a malformed JSON body gets a clear 4xx',
    async run(ctx) {
      const headers = { ...signingHeaders({ prefix: ctx.settings.signPrefix, path: SMS_PATH }), 'Content-Type': 'application/json' };
      const res = await ctx.raw('POST', SMS_PATH, { headers, body: '{"mobile": "1380013' });
      const env = readEnvelope(res.body);
      const httpClient = res.status >= 400 && res.status < 500;
      const codeClient = res.status === 200 && Number(env.code) >= 400 && Number(env.code) < 500;
      expect(httpClient || codeClient, () => `expected a 4xx (HTTP status, or HTTP 200 with a 4xx code), got ${brief(res)}`);
      expect(env.message.trim(), () => `a 4xx without a message: ${brief(res)}`);
      return `HTTP ${res.status}, code ${env.code}: ${env.message}`;
    },
  },
];
