// The cloud API (docs/matters.md: the second client, unsigned, base --cloud): a success is
// `{ success: true, data }`; a failure `success: false` with a message the app shows.
import { expect } from '../expect.mjs';

async function get(ctx, path, query) {
  const url = new URL(`${ctx.settings.cloud}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await ctx.fetch(url, { headers: { Accept: 'application/json' } });
  const text = await res.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: judged below
  }
  const shown = `HTTP ${res.status} ${(typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 160)}`;
  return { status: res.status, body, shown };
}

export const checks = [
  {
    id: 'cloud.onething-list',
    name: 'GET /service-cloud/oneThing/list answers {success:true, data}',
    async run(ctx) {
      const path = '/service-cloud/oneThing/list';
      const res = await get(ctx, path, { areaCode: ctx.settings.area });
      expect(res.status === 200, () => `GET ${path}: ${res.shown}`);
      expect(
        res.body && typeof res.body === 'object' && res.body.success === true,
        () => `GET ${path}: expected success: true, got ${res.shown}`,
      );
      expect(Array.isArray(res.body.data), () => `GET ${path}: data is not the list of categories: ${res.shown}`);
      const items = res.body.data.reduce((n, c) => n + (Array.isArray(c?.items) ? c.items.length : 0), 0);
      return `GET ${path}: success true, ${res.body.data.length} categories, ${items} bundles`;
    },
  },
  {
    id: 'cloud.failure',
    name: 'a cloud failure answers success:false with a message',
    async run(ctx) {
      const path = '/service-cloud/selfTest/detail';
      const res = await get(ctx, path, { id: 'contract-check-no-such-test' });
      expect(res.status < 500, () => `GET ${path} of an unknown id: a 5xx: ${res.shown}`);
      expect(
        res.body && typeof res.body === 'object' && res.body.success === false,
        () => `GET ${path} of an unknown id: expected success: false, got ${res.shown}`,
      );
      const message = res.body.message ?? res.body.msg;
      expect(typeof message === 'string' && message.trim(), () => `GET ${path} of an unknown id: no message: ${res.shown}`);
      return `GET ${path} of an unknown id: HTTP ${res.status}, success false: ${message}`;
    },
  },
];
