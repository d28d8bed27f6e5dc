import { loginReturningTo } from '@/config/routes/index';
import { describe, expect, it, vi } from 'vitest';
import { makeLoginGuard, makeSessionRestorer, RESTORE_SHARE_MS } from '@/features/auth/guard';
import { GatewayError, MESSAGES } from '@/lib/http/errors';
import type { Authority } from '@/features/auth/types';
import type { LocalKey, SessionKey } from '@/lib/storage/storage';
import { FRESH_LOGIN_MS, getToken, mobileLogin, partnerLogin } from '@/features/auth/flows';
import { fakeContext } from './fakes';

function guardWith(opts: {
  authority: Authority;
  local?: Partial<Record<LocalKey, string>>;
  session?: Partial<Record<SessionKey, string>>;
  queryOpenId?: string;
  reauth?: string | null;
}) {
  const f = fakeContext({ local: opts.local, session: opts.session });
  const state = { authority: opts.authority };
  const reauthorize = vi.fn(() => (opts.reauth === undefined ? '/auth/wxAuthorize?appId=x' : opts.reauth));
  let startDone = false;
  const guard = makeLoginGuard({
    ...f.ctx,
    appId: 'wx-demo-appid',
    ready: async () => {
      startDone = true;
    },
    getAuthority: () => state.authority,
    setAuthority: (a) => (state.authority = a),
    queryOpenId: () => opts.queryOpenId ?? '',
    reauthorize,
  });
  return { ...f, state, guard, reauthorize, started: () => startDone };
}

const at = { pathname: '/myInfo', search: '?fixedArea=120100&x=1' };
const TO_LOGIN = { allow: false, to: '/login?redirect=%2FmyInfo%3FfixedArea%3D120100%26x%3D1' };
const LIVE = { token: 'T', secret: 'S' } as const;

describe('loginReturningTo', () => {
  it('keeps path and query as redirect', () => {
    expect(loginReturningTo(at)).toBe(TO_LOGIN.to);
    expect(new URLSearchParams(loginReturningTo(at).split('?')[1]).get('redirect')).toBe('/myInfo?fixedArea=120100&x=1');
  });
});

describe('guard: openId', () => {
  it('waits for the start machine, validates the token and converts the user', async () => {
    const g = guardWith({ authority: 'openId', session: LIVE });
    g.services.validateToken.mockResolvedValueOnce({ authority: 'openId', userId: 'UC1', issuer: 'wechatHall' });
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.started()).toBe(true);
    expect(g.services.convertUser).toHaveBeenCalledWith('wechatHall');
    expect(g.services.signByOpenId).not.toHaveBeenCalled();
  });

  it('without a live token fetches one with the stored openId and secret', async () => {
    const g = guardWith({ authority: 'openId', local: { openId: 'oid-1', validateSecret: 'wx' } });
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.services.validateToken).not.toHaveBeenCalled();
    expect(g.services.signByOpenId).toHaveBeenCalledWith('oid-1', 'wx');
    expect(g.session.get('token')).toBe('T-open');
  });

  it('an expired token is replaced by a fetched one', async () => {
    const g = guardWith({ authority: 'openId', session: LIVE, local: { openId: 'oid-1', validateSecret: 'wx' } });
    g.services.validateToken.mockRejectedValueOnce(new Error('401'));
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.services.signByOpenId).toHaveBeenCalled();
  });

  it('failure goes to login with the redirect', async () => {
    const g = guardWith({ authority: 'openId', local: { openId: 'oid-1', validateSecret: 'wx' } });
    g.services.signByOpenId.mockRejectedValueOnce(new Error('refused'));
    await expect(g.guard(at)).resolves.toEqual(TO_LOGIN);
  });

  it('no stored credentials goes to login', async () => {
    const g = guardWith({ authority: 'openId' });
    await expect(g.guard(at)).resolves.toEqual(TO_LOGIN);
  });
});

describe('guard: mobile', () => {
  it('a live token lets the page through', async () => {
    const g = guardWith({ authority: 'mobile', session: LIVE });
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.services.signByPhone).not.toHaveBeenCalled();
  });

  it('otherwise signs in with the stored account mobile and secret', async () => {
    const g = guardWith({ authority: 'mobile', local: { accountMobile: '13800138000', validateMobileSecret: 'M' } });
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.services.signByPhone).toHaveBeenCalledWith('13800138000', 'M');
    expect(g.services.convertUser).toHaveBeenCalled();
  });

  it('a refusal clears the mobile credentials and the authority, and goes to login', async () => {
    const g = guardWith({ authority: 'mobile', local: { accountMobile: '13800138000', validateMobileSecret: 'M', mobileUserInfo: '{}' } });
    g.services.signByPhone.mockRejectedValueOnce(new GatewayError('auth', '授权已失效，请重新授权', { status: 401 }));
    await expect(g.guard(at)).resolves.toEqual(TO_LOGIN);
    expect(g.state.authority).toBe('');
    expect(g.local.get('accountMobile')).toBeNull();
    expect(g.local.get('mobileUserInfo')).toBeNull();
  });

  it('a failure of the page itself (a chunk that did not load, a cancel) keeps them and offers a retry', async () => {
    for (const e of [new TypeError('Failed to fetch dynamically imported module'), new GatewayError('canceled', '已取消')]) {
      const g = guardWith({ authority: 'mobile', local: { accountMobile: '13800138000', validateMobileSecret: 'M' } });
      g.services.validateSocket.mockRejectedValueOnce(e);
      await expect(g.guard(at)).resolves.toMatchObject({ allow: false, error: expect.any(String) });
      expect(g.state.authority).toBe('mobile');
      expect(g.local.get('accountMobile')).toBe('13800138000');
      expect(g.local.get('validateMobileSecret')).toBe('M');
    }
  });
});

describe('guard: luluTong', () => {
  const partner = { thirdParty: 'luluTong', userInfo: JSON.stringify({ userid: 'lulu-10001', mobile: '13900139000' }) };
  it('a live token lets the page through', async () => {
    const g = guardWith({ authority: 'luluTong', session: LIVE, local: partner });
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.services.tpLogin).not.toHaveBeenCalled();
  });

  it('otherwise logs in again as the partner, with the guarded route', async () => {
    const g = guardWith({ authority: 'luluTong', local: partner });
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.services.tpLogin).toHaveBeenCalledWith(
      { mobile: '13900139000', userId: 'lulu-10001' },
      { systemCode: 'lulutong', route: '/myInfo' },
    );
  });

  it('failure clears authority, thirdParty, userInfo and ucInfo', async () => {
    const g = guardWith({ authority: 'luluTong', local: { ...partner, ucInfo: '{}' } });
    g.services.tpLogin.mockRejectedValueOnce(new Error('refused'));
    await expect(g.guard(at)).resolves.toEqual(TO_LOGIN);
    expect(g.state.authority).toBe('');
    for (const k of ['thirdParty', 'userInfo', 'ucInfo'] as const) expect(g.local.get(k)).toBeNull();
  });
});

describe('guard: no authority', () => {
  it('a live session of this tab lets the page through and names the authority', async () => {
    const g = guardWith({ authority: '', session: LIVE });
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.state.authority).toBe('mobile');
  });

  it('a dead session is dropped, then login', async () => {
    const g = guardWith({ authority: '', session: LIVE });
    g.services.validateToken.mockRejectedValueOnce(new Error('401'));
    await expect(g.guard(at)).resolves.toEqual(TO_LOGIN);
    expect(g.session.get('token')).toBeNull();
  });

  it('a chat-app user authed via query is sent to re-authenticate', async () => {
    const g = guardWith({ authority: '', queryOpenId: 'oid-1' });
    await expect(g.guard(at)).resolves.toEqual({ allow: false, to: '/auth/wxAuthorize?appId=x' });
    expect(g.reauthorize).toHaveBeenCalledWith(at);
  });

  it('an openId in the guarded route query counts too', async () => {
    const g = guardWith({ authority: '' });
    await expect(g.guard({ pathname: '/myInfo', search: '?openId=oid-1' })).resolves.toMatchObject({
      allow: false,
      to: '/auth/wxAuthorize?appId=x',
    });
  });

  it('an external re-authentication leaves the guard pending while the browser leaves', async () => {
    const g = guardWith({ authority: '', queryOpenId: 'oid-1', reauth: null });
    const result = await Promise.race([g.guard(at), new Promise((r) => setTimeout(() => r('pending'), 20))]);
    expect(result).toBe('pending');
  });

  it('type=2 lets the page through', async () => {
    const g = guardWith({ authority: '' });
    await expect(g.guard({ pathname: '/myInfo', search: '?type=2' })).resolves.toEqual({ allow: true });
  });

  it('type=1 does not', async () => {
    const g = guardWith({ authority: '' });
    await expect(g.guard({ pathname: '/myInfo', search: '?type=1' })).resolves.toEqual({
      allow: false,
      to: '/login?redirect=%2FmyInfo%3Ftype%3D1',
    });
  });

  it('otherwise login with the redirect', async () => {
    const g = guardWith({ authority: '' });
    await expect(g.guard(at)).resolves.toEqual(TO_LOGIN);
  });
});

// Issue 13: a gateway fault on a login route is an error with a retry, never a logout.
describe('guard: a gateway fault keeps the user logged in', () => {
  const timeout = () => new GatewayError('timeout', MESSAGES.timeout);
  const down = () => new GatewayError('http', '服务暂时不可用', { status: 503 });
  const MOBILE = { accountMobile: '13800138000', validateMobileSecret: 'M' };

  it('mobile: the error and its message, credentials and authority kept; the retry logs in silently', async () => {
    const g = guardWith({ authority: 'mobile', local: MOBILE });
    g.services.signByPhone.mockRejectedValueOnce(down());
    await expect(g.guard(at)).resolves.toEqual({ allow: false, error: '服务暂时不可用' });
    expect(g.state.authority).toBe('mobile');
    expect(g.local.get('validateMobileSecret')).toBe('M');
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.session.get('token')).toBe('T-phone');
  });

  it('mobile: a token check that times out is not a dead session', async () => {
    const g = guardWith({ authority: 'mobile', session: LIVE, local: MOBILE });
    g.services.validateToken.mockRejectedValueOnce(timeout());
    await expect(g.guard(at)).resolves.toEqual({ allow: false, error: MESSAGES.timeout });
    expect(g.services.signByPhone).not.toHaveBeenCalled();
    expect(g.session.get('token')).toBe('T');
  });

  it('openId: a fault while fetching the token is an error, not login', async () => {
    const g = guardWith({ authority: 'openId', local: { openId: 'oid-1', validateSecret: 'wx' } });
    g.services.findWeChatUser.mockRejectedValueOnce(new GatewayError('malformed', MESSAGES.malformed));
    await expect(g.guard(at)).resolves.toEqual({ allow: false, error: MESSAGES.malformed });
    expect(g.local.get('validateSecret')).toBe('wx');
  });

  it('luluTong: a fault keeps thirdParty and userInfo', async () => {
    const partner = { thirdParty: 'luluTong', userInfo: JSON.stringify({ userid: 'lulu-10001', mobile: '13900139000' }) };
    const g = guardWith({ authority: 'luluTong', local: partner });
    g.services.tpLogin.mockRejectedValueOnce(new GatewayError('network', MESSAGES.network));
    await expect(g.guard(at)).resolves.toEqual({ allow: false, error: MESSAGES.network });
    expect(g.state.authority).toBe('luluTong');
    expect(g.local.get('thirdParty')).toBe('luluTong');
    expect(g.local.get('userInfo')).toBe(partner.userInfo);
  });

  it('no authority: a live session whose check times out is kept', async () => {
    const g = guardWith({ authority: '', session: LIVE });
    g.services.validateToken.mockRejectedValueOnce(timeout());
    await expect(g.guard(at)).resolves.toEqual({ allow: false, error: MESSAGES.timeout });
    expect(g.session.get('token')).toBe('T');
  });

  it('a 401 from the login still ends the mobile authority', async () => {
    const g = guardWith({ authority: 'mobile', local: MOBILE });
    g.services.signByPhone.mockRejectedValueOnce(new GatewayError('auth', MESSAGES.expired, { status: 401 }));
    await expect(g.guard(at)).resolves.toEqual(TO_LOGIN);
    expect(g.local.get('accountMobile')).toBeNull();
  });
});

describe('session restorer (the silent login before a call)', () => {
  function restorerWith(authority: Authority, local: Partial<Record<LocalKey, string>>, session?: Partial<Record<SessionKey, string>>) {
    const f = fakeContext({ local, session });
    const state = { authority, now: 0 };
    const restore = makeSessionRestorer({
      ...f.ctx,
      appId: 'wx-demo-appid',
      ready: async () => undefined,
      getAuthority: () => state.authority,
      setAuthority: (a) => (state.authority = a),
      route: () => '/myInfo',
      now: () => state.now,
    });
    return { ...f, state, restore };
  }
  const MOBILE = { accountMobile: '13800138000', validateMobileSecret: 'M' };

  it('does nothing for a visitor or with a live session', async () => {
    const visitor = restorerWith('', MOBILE);
    await visitor.restore();
    const live = restorerWith('mobile', MOBILE, LIVE);
    await live.restore();
    expect([...visitor.calls, ...live.calls]).toEqual([]);
  });

  it('concurrent calls share one silent login', async () => {
    const r = restorerWith('mobile', MOBILE);
    await Promise.all([r.restore(), r.restore(), r.restore()]);
    expect(r.services.signByPhone).toHaveBeenCalledTimes(1);
    expect(r.session.get('token')).toBe('T-phone');
  });

  it('rejects with the fault and keeps everything; a later call logs in', async () => {
    const r = restorerWith('mobile', MOBILE);
    r.services.signByPhone.mockRejectedValueOnce(new GatewayError('timeout', MESSAGES.timeout));
    await expect(r.restore()).rejects.toMatchObject({ kind: 'timeout', message: MESSAGES.timeout });
    expect(r.local.get('validateMobileSecret')).toBe('M');
    await r.restore();
    expect(r.session.get('token')).toBe('T-phone');
  });

  it('a retry pressed while an older login still hangs starts a fresh one', async () => {
    const r = restorerWith('mobile', MOBILE);
    r.services.signByPhone.mockImplementationOnce(() => new Promise(() => undefined));
    void r.restore();
    await Promise.resolve();
    r.state.now = RESTORE_SHARE_MS + 1;
    await r.restore();
    expect(r.services.signByPhone).toHaveBeenCalledTimes(2);
    expect(r.session.get('token')).toBe('T-phone');
  });

  it('a refusal ends the authority and resolves (the call then meets its own 401)', async () => {
    const r = restorerWith('mobile', MOBILE);
    r.services.signByPhone.mockRejectedValueOnce(new GatewayError('auth', MESSAGES.expired, { status: 401 }));
    await expect(r.restore()).resolves.toBeUndefined();
    expect(r.state.authority).toBe('');
    expect(r.local.get('accountMobile')).toBeNull();
  });
});

describe('guard: a login just made', () => {
  it("the first guard after the start's login lets the page through without asking the gateway again; the next one asks", async () => {
    const g = guardWith({ authority: 'mobile' });
    await mobileLogin(g.ctx, '13800138000', 'M');
    g.calls.length = 0;
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.calls).toEqual([]);
    await expect(g.guard(at)).resolves.toEqual({ allow: true });
    expect(g.calls).toEqual(['validateToken']);
  });

  it('for a chat-app and a partner login too: no second token check and convert', async () => {
    const open = guardWith({ authority: 'openId' });
    await getToken(open.ctx, 'oid-1', 'wx', 'wx-demo-appid');
    open.calls.length = 0;
    await expect(open.guard(at)).resolves.toEqual({ allow: true });
    expect(open.calls).toEqual([]);
    const partner = guardWith({ authority: 'luluTong', local: { userInfo: JSON.stringify({ userid: 'lulu-1', mobile: '13900139000' }) } });
    await partnerLogin(partner.ctx, '/myQueue');
    partner.calls.length = 0;
    await expect(partner.guard(at)).resolves.toEqual({ allow: true });
    expect(partner.calls).toEqual([]);
  });

  it('a login older than a minute, or a token that is no longer the one it made, is checked with the gateway', async () => {
    vi.useFakeTimers();
    try {
      const old = guardWith({ authority: 'mobile' });
      await mobileLogin(old.ctx, '13800138000', 'M');
      vi.advanceTimersByTime(FRESH_LOGIN_MS);
      old.calls.length = 0;
      await expect(old.guard(at)).resolves.toEqual({ allow: true });
      expect(old.calls).toEqual(['validateToken']);
    } finally {
      vi.useRealTimers();
    }
    const replaced = guardWith({ authority: 'mobile' });
    await mobileLogin(replaced.ctx, '13800138000', 'M');
    replaced.session.set('token', 'T-other');
    replaced.calls.length = 0;
    await expect(replaced.guard(at)).resolves.toEqual({ allow: true });
    expect(replaced.calls).toEqual(['validateToken']);
  });
});
