// Login (docs/auth.md): the SMS login (sendSmsCode -> setMobileUser -> signByPhone) gives a
// session; a call that needs one answers 401 without it, with a bogus one or an expired one.
import { brief, expect, isUnauthorized, payloadOf } from '../expect.mjs';

/** A call that needs a session (docs/me.md: the user's collection). */
const LOGIN_PATH = '/service-xzyd/collection/list';

const expect401 = async (ctx, session, what) => {
  const res = await ctx.call('GET', LOGIN_PATH, { session });
  expect(isUnauthorized(res), () => `${what}: expected 401 (HTTP status or code), got ${brief(res)}`);
  return `${what}: GET ${LOGIN_PATH} answered ${brief(res, 80)}`;
};

export const checks = [
  {
    id: 'login.sms',
    name: 'SMS login (sendSmsCode -> setMobileUser -> signByPhone) gives a working session',
    async run(ctx) {
      const session = await ctx.login();
      expect(typeof session.token === 'string' && session.token, 'signByPhone gave no token');
      expect(typeof session.secret === 'string' && session.secret, 'signByPhone gave no secret');
      const res = await ctx.call('GET', '/wechat-hall/login/checkToken', { session });
      const who = payloadOf(res, 'checkToken with the new session');
      return `session for ${session.mobile}${who?.userId ? ` (userId ${who.userId})` : ''}; checkToken accepts it`;
    },
  },
  {
    id: 'login.no-session',
    name: 'a non-/anon call without a session gets 401',
    run: (ctx) => expect401(ctx, undefined, 'no ow_token'),
  },
  {
    id: 'login.bogus-session',
    name: 'a bogus ow_token gets 401',
    run: (ctx) => expect401(ctx, { token: `contract-check-bogus-${Date.now()}`, secret: 'contract-check-bogus' }, 'bogus ow_token'),
  },
  {
    id: 'login.expired-session',
    name: 'an expired session gets 401 (emulator admin)',
    async run(ctx) {
      const admin = ctx.admin();
      const session = await admin.post('startSession', { mobile: ctx.settings.mobile, authority: 'mobile' });
      const live = await ctx.call('GET', LOGIN_PATH, { session });
      payloadOf(live, 'the admin-made session before expiring');
      await admin.post('expireSessions', session.token);
      return expect401(ctx, session, 'the same session once expired');
    },
  },
];
