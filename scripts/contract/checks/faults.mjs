// The 5xx path, emulator only (--admin-token): the admin API switches a fault on for one path
// (setFaults {error: 1}), the path answers HTTP 500 with {code: 500, message}, and clearFaults
// puts it back. Skipped without the token.
import { brief, expect, payloadOf } from '../expect.mjs';

const PATH = '/service-xzyd/matter/anon/hot';

export const checks = [
  {
    id: 'faults.error-500',
    name: 'setFaults({error:1}) gives HTTP 500 {code:500,message}; clearFaults restores',
    async run(ctx) {
      const admin = ctx.admin();
      const query = { areaCode: ctx.settings.area, size: 1 };
      // Only this path: other callers of a shared emulator are not hurt.
      await admin.post('setFaults', { error: 1, match: PATH });
      let res;
      try {
        res = await ctx.call('GET', PATH, { query });
      } finally {
        await admin.post('clearFaults');
      }
      expect(res.status === 500, () => `with the fault on: expected HTTP 500, got ${brief(res)}`);
      expect(
        res.body && typeof res.body === 'object' && res.body.code === 500,
        () => `with the fault on: expected {code:500}, got ${brief(res)}`,
      );
      expect(typeof res.body.message === 'string' && res.body.message.trim(), () => `a 500 without a message: ${brief(res)}`);
      payloadOf(await ctx.call('GET', PATH, { query }), 'after clearFaults');
      return `HTTP 500 {code:500, message:'${res.body.message}'}; after clearFaults the call succeeds`;
    },
  },
];
