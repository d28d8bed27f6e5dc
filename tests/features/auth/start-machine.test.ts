import { describe, expect, it, vi } from 'vitest';
import { consumedStartParams, runStart } from '@/features/auth/start-machine';
import type { Authority } from '@/features/auth/types';
import { GatewayError, MESSAGES } from '@/lib/http/errors';
import type { LocalKey, SessionKey } from '@/lib/storage/storage';
import { fakeContext } from './fakes';

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50 NetType/WIFI';
const PLAIN_UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36';

function start(
  opts: { query?: string; ua?: string; local?: Partial<Record<LocalKey, string>>; session?: Partial<Record<SessionKey, string>> } = {},
) {
  const f = fakeContext({ local: opts.local, session: opts.session });
  const state = { authority: 'unset' as Authority | 'unset', weChat: 'unset', queryOpenId: 'unset', initialised: false };
  const redirectToAuthorization = vi.fn();
  const run = () =>
    runStart({
      ...f.ctx,
      userAgent: opts.ua ?? PLAIN_UA,
      params: new URLSearchParams(opts.query ?? ''),
      route: '/home',
      appId: 'wx-demo-appid',
      redirectToAuthorization,
      store: {
        setAuthority: (a) => (state.authority = a),
        setWeChat: (w) => (state.weChat = w),
        setQueryOpenId: (o) => (state.queryOpenId = o),
        setInitialised: () => (state.initialised = true),
      },
    });
  return { ...f, state, run, redirectToAuthorization };
}

const OPENID_CREDS = { openId: 'oid-1', validateSecret: 'wx-secret' } as const;

describe('messenger detection', () => {
  it('sets weChat for the messenger user agent', async () => {
    const s = start({ ua: WECHAT_UA });
    await s.run();
    expect(s.state.weChat).toBe('weChat');
  });
  it('leaves it empty elsewhere', async () => {
    const s = start({ ua: PLAIN_UA });
    await s.run();
    expect(s.state.weChat).toBe('');
  });
});

describe('openId and ticket', () => {
  it('checks the ticket, then the secret, then gets the token: authority openId and everything stored', async () => {
    const s = start({ query: 'openId=oid-1&ticket=TK1' });
    const out = await s.run();
    expect(s.calls).toEqual(['checkTicket', 'checkSecret', 'findWeChatUser', 'signByOpenId', 'convertUser', 'validateSocket']);
    expect(s.services.checkTicket).toHaveBeenCalledWith('oid-1', 'TK1');
    expect(s.services.checkSecret).toHaveBeenCalledWith('oid-1', 'wx-secret');
    expect(s.services.signByOpenId).toHaveBeenCalledWith('oid-1', 'wx-secret');
    expect(s.services.convertUser).toHaveBeenCalledWith('wechatHall');
    expect(out).toEqual({ authority: 'openId', path: 'ticket', redirected: false, pending: false });
    expect(s.state).toMatchObject({ authority: 'openId', queryOpenId: 'oid-1', initialised: true });
    expect(s.local.get('openId')).toBe('oid-1');
    expect(s.local.get('validateSecret')).toBe('wx-secret');
    expect(s.local.getJson('wxInfo')).toEqual({ appId: 'wx-app', openId: 'oid-1', hallId: 'H001' });
    expect(s.local.getJson('ucInfo')).toEqual({ id: 'UC1', mobile: '13800138000' });
    expect(s.local.get('userId')).toBe('UC1');
    expect(s.local.getJson('userInfo')).toMatchObject({ nickName: '张三', mobile: '13700137000', userid: 'UC1' });
    expect(s.session.get('token')).toBe('T-open');
    expect(s.session.get('secret')).toBe('S-open');
  });

  it('a ticket check without a secret runs the auth-error handler and checks nothing more', async () => {
    const s = start({
      query: 'openId=oid-1&ticket=TK1',
      local: { thirdParty: 'luluTong', userInfo: '{}', ucInfo: '{"id":"x"}', userId: 'x' },
      session: { token: 'old', secret: 'old' },
    });
    s.services.checkTicket.mockResolvedValueOnce({ ticket: 'TK1', secret: '' } as never);
    const out = await s.run();
    expect(s.services.checkTicket).toHaveBeenCalledOnce();
    // Mocked-once calls are not logged: nothing else was called.
    expect(s.calls).toEqual([]);
    expect(out.authority).toBe('');
    expect(s.session.get('token')).toBeNull();
    expect(s.session.get('secret')).toBeNull();
    for (const k of ['thirdParty', 'userInfo', 'openId', 'validateSecret', 'wxInfo', 'ucInfo', 'userId'] as const)
      expect(s.local.get(k)).toBeNull();
    expect(s.state.initialised).toBe(true);
  });

  it('a refused ticket clears the chat-app credentials', async () => {
    const s = start({ query: 'openId=oid-1&ticket=TK1', local: { ...OPENID_CREDS, wxInfo: '{}' } });
    s.services.checkTicket.mockRejectedValueOnce(new Error('ticket expired'));
    const out = await s.run();
    expect(out.authority).toBe('');
    expect(s.local.get('openId')).toBeNull();
    expect(s.local.get('validateSecret')).toBeNull();
    expect(s.local.get('wxInfo')).toBeNull();
  });

  it('a valid ticket whose secret is refused ends with no authority', async () => {
    const s = start({ query: 'openId=oid-1&ticket=TK1' });
    s.services.checkSecret.mockRejectedValueOnce(new Error('bad secret'));
    const out = await s.run();
    expect(s.calls).toEqual(['checkTicket']);
    expect(s.services.checkSecret).toHaveBeenCalledOnce();
    expect(s.services.signByOpenId).not.toHaveBeenCalled();
    expect(out.authority).toBe('');
    expect(s.local.get('openId')).toBeNull();
  });
});

describe('openId and secret', () => {
  it('checks the secret and gets the token, no ticket check', async () => {
    const s = start({ query: 'openId=oid-2&secret=sec-2' });
    const out = await s.run();
    expect(s.calls).toEqual(['checkSecret', 'findWeChatUser', 'signByOpenId', 'convertUser', 'validateSocket']);
    expect(s.services.checkSecret).toHaveBeenCalledWith('oid-2', 'sec-2');
    expect(out).toMatchObject({ authority: 'openId', path: 'secret' });
    expect(s.local.get('validateSecret')).toBe('sec-2');
  });

  it('a refused secret clears secret, user info, openId and wxInfo, and runs the auth-error handler', async () => {
    const s = start({
      query: 'openId=oid-2&secret=bad',
      local: { openId: 'oid-2', validateSecret: 'old', userInfo: '{"mobile":"1"}', wxInfo: '{}', thirdParty: 'luluTong' },
      session: { token: 't', secret: 's' },
    });
    s.services.checkSecret.mockRejectedValueOnce(new Error('bad secret'));
    const out = await s.run();
    expect(out.authority).toBe('');
    for (const k of ['openId', 'validateSecret', 'userInfo', 'wxInfo', 'thirdParty'] as const) expect(s.local.get(k)).toBeNull();
    expect(s.session.get('token')).toBeNull();
    // The partner mark went with the auth-error handler, so no partner login follows.
    expect(s.calls).not.toContain('tpLogin');
  });

  it('a login response without a secret is a 401: no authority, no half session', async () => {
    const s = start({ query: 'openId=oid-2&secret=sec-2' });
    s.services.signByOpenId.mockResolvedValueOnce({ token: 'only-token' } as never);
    const out = await s.run();
    expect(out.authority).toBe('');
    expect(s.calls).not.toContain('convertUser');
    expect(s.session.get('token')).toBeNull();
    expect(s.local.get('ucInfo')).toBeNull();
  });
});

describe('openId alone', () => {
  it('fails, clears the credentials and redirects to the chat-app authorization', async () => {
    const s = start({
      query: 'openId=oid-3',
      local: { ...OPENID_CREDS, userInfo: '{}', wxInfo: '{}', thirdParty: 'luluTong', ucInfo: '{}', userId: 'u' },
      session: { token: 't', secret: 's' },
    });
    const out = await s.run();
    expect(out).toEqual({ authority: '', path: 'openId-alone', redirected: true, pending: false });
    expect(s.redirectToAuthorization).toHaveBeenCalledOnce();
    expect(s.calls).toEqual([]);
    for (const k of ['openId', 'validateSecret', 'userInfo', 'wxInfo', 'thirdParty', 'ucInfo', 'userId'] as const)
      expect(s.local.get(k)).toBeNull();
    expect(s.session.get('token')).toBeNull();
    expect(s.state).toMatchObject({ authority: '', initialised: true });
  });
});

describe('no openId in the start parameters', () => {
  it('uses the stored openId and validateSecret', async () => {
    const s = start({ local: OPENID_CREDS });
    const out = await s.run();
    expect(out).toMatchObject({ authority: 'openId', path: 'stored-openId' });
    expect(s.services.checkSecret).toHaveBeenCalledWith('oid-1', 'wx-secret');
    expect(s.session.get('token')).toBe('T-open');
  });

  it('a stored secret that is refused clears everything of the chat-app login', async () => {
    const s = start({ local: { ...OPENID_CREDS, ucInfo: '{"id":"UC1"}', userId: 'UC1' } });
    s.services.checkSecret.mockRejectedValueOnce(new Error('expired'));
    const out = await s.run();
    expect(out.authority).toBe('');
    for (const k of ['openId', 'validateSecret', 'ucInfo', 'userId'] as const) expect(s.local.get(k)).toBeNull();
  });

  it('a token that cannot be fetched after a valid secret leaves no authority and no session', async () => {
    const s = start({ local: OPENID_CREDS });
    s.services.findWeChatUser.mockRejectedValueOnce(new Error('network'));
    const out = await s.run();
    expect(out.authority).toBe('');
    expect(s.session.get('token')).toBeNull();
  });

  it('the convert response without an id is rejected', async () => {
    const s = start({ local: OPENID_CREDS });
    s.services.convertUser.mockResolvedValueOnce({ mobile: '1' } as never);
    const out = await s.run();
    expect(out.authority).toBe('');
    expect(s.local.get('userId')).toBeNull();
  });

  it('with nothing stored, authority stays empty and ucInfo and userId are removed', async () => {
    const s = start({ local: { ucInfo: '{"id":"UC9"}', userId: 'UC9' } });
    const out = await s.run();
    expect(out).toEqual({ authority: '', path: 'none', redirected: false, pending: false });
    expect(s.calls).toEqual([]);
    expect(s.local.get('ucInfo')).toBeNull();
    expect(s.local.get('userId')).toBeNull();
    expect(s.state).toMatchObject({ authority: '', initialised: true, queryOpenId: '' });
  });
});

describe('partner (thirdParty)', () => {
  it('a partner entry stores the partner user, logs in with systemCode and route, and keeps the partner id as userid', async () => {
    const s = start({ query: 'thirdParty=luluTong&userId=lulu-10001&mobile=13900139000' });
    const out = await s.run();
    expect(out).toMatchObject({ authority: 'luluTong', path: 'partner' });
    expect(s.services.tpLogin).toHaveBeenCalledWith(
      { mobile: '13900139000', userId: 'lulu-10001' },
      { systemCode: 'lulutong', route: '/home' },
    );
    expect(s.services.convertUser).toHaveBeenCalledWith('lulutong');
    expect(s.local.get('thirdParty')).toBe('luluTong');
    expect(s.local.getJson('userInfo')).toMatchObject({ userid: 'lulu-10001', mobile: '13900139000', nickName: '路路通用户' });
    expect(s.session.get('token')).toBe('T-tp');
  });

  it('a stored luluTong logs in again without start parameters', async () => {
    const s = start({ local: { thirdParty: 'luluTong', userInfo: JSON.stringify({ userid: 'lulu-10001', mobile: '13900139000' }) } });
    const out = await s.run();
    expect(out.authority).toBe('luluTong');
    expect(s.calls).toContain('tpLogin');
  });

  it('a failed partner login clears authority, thirdParty, userInfo and ucInfo', async () => {
    const s = start({
      local: { thirdParty: 'luluTong', userInfo: JSON.stringify({ userid: 'lulu-x', mobile: '13900139000' }), ucInfo: '{"id":"UC1"}' },
    });
    s.services.tpLogin.mockRejectedValueOnce(new Error('unknown partner user'));
    const out = await s.run();
    expect(out.authority).toBe('');
    expect(s.state.authority).toBe('');
    for (const k of ['thirdParty', 'userInfo', 'ucInfo'] as const) expect(s.local.get(k)).toBeNull();
    expect(s.session.get('token')).toBeNull();
    // Said, not silent (docs/spec-rules.md section 8): the outcome carries the refusal for the app to show.
    expect(out.refused).toEqual({ authority: 'luluTong', message: 'unknown partner user' });
  });

  it('a stored partner without its user id fails the same way, without calling tpLogin', async () => {
    const s = start({ local: { thirdParty: 'luluTong' } });
    const out = await s.run();
    expect(out.authority).toBe('');
    expect(s.calls).not.toContain('tpLogin');
    expect(s.local.get('thirdParty')).toBeNull();
  });

  it('another stored thirdParty value becomes the authority as it is', async () => {
    const s = start({ local: { thirdParty: 'otherPartner' } });
    const out = await s.run();
    expect(out.authority).toBe('otherPartner');
    expect(s.calls).toEqual([]);
  });

  it('a partner login wins over the stored mobile login', async () => {
    const s = start({
      query: 'thirdParty=luluTong&userId=lulu-10001&mobile=13900139000',
      local: { accountMobile: '13800138000', validateMobileSecret: 'M' },
    });
    await s.run();
    expect(s.calls).not.toContain('signByPhone');
  });
});

describe('mobile login from storage', () => {
  it('fetches a mobile token, converts, sets authority mobile', async () => {
    const s = start({ local: { accountMobile: '13800138000', validateMobileSecret: 'M-secret' } });
    const out = await s.run();
    expect(out).toMatchObject({ authority: 'mobile', path: 'mobile' });
    expect(s.services.signByPhone).toHaveBeenCalledWith('13800138000', 'M-secret');
    expect(s.services.convertUser).toHaveBeenCalledWith('wechatHallMobile');
    expect(s.local.getJson('mobileUserInfo')).toMatchObject({ id: 'UC1', mobile: '13800138000' });
    expect(s.local.get('userId')).toBe('UC1');
    expect(s.session.get('token')).toBe('T-phone');
  });

  it('a failed mobile login clears the mobile credentials', async () => {
    const s = start({ local: { accountMobile: '13800138000', validateMobileSecret: 'M-secret', mobileUserInfo: '{}' } });
    s.services.signByPhone.mockRejectedValueOnce(new GatewayError('auth', '授权已失效，请重新授权', { status: 401 }));
    const out = await s.run();
    expect(out.authority).toBe('');
    for (const k of ['accountMobile', 'validateMobileSecret', 'mobileUserInfo'] as const) expect(s.local.get(k)).toBeNull();
  });

  it('a mobile login cut short by the page itself (the socket chunk did not load) keeps the credentials, pending', async () => {
    const s = start({ local: { accountMobile: '13800138000', validateMobileSecret: 'M-secret' } });
    s.services.validateSocket.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const out = await s.run();
    expect(out).toMatchObject({ authority: 'mobile', pending: true });
    expect(s.local.get('accountMobile')).toBe('13800138000');
    expect(s.local.get('validateMobileSecret')).toBe('M-secret');
  });

  it('is not tried when only the mobile is stored', async () => {
    const s = start({ local: { accountMobile: '13800138000' } });
    await s.run();
    expect(s.calls).toEqual([]);
  });

  it('is not tried when the openId login succeeded', async () => {
    const s = start({ local: { ...OPENID_CREDS, accountMobile: '13800138000', validateMobileSecret: 'M' } });
    const out = await s.run();
    expect(out.authority).toBe('openId');
    expect(s.calls).not.toContain('signByPhone');
  });

  it('is the fallback when the openId login failed', async () => {
    const s = start({ local: { ...OPENID_CREDS, accountMobile: '13800138000', validateMobileSecret: 'M' } });
    s.services.checkSecret.mockRejectedValueOnce(new Error('expired'));
    const out = await s.run();
    expect(out.authority).toBe('mobile');
  });
});

describe('consumedStartParams', () => {
  it('names the login parameters to strip from the address', () => {
    expect(consumedStartParams(new URLSearchParams('openId=a&ticket=b&fixedArea=120100'))).toEqual(['openId', 'ticket']);
    expect(consumedStartParams(new URLSearchParams('thirdParty=luluTong&userId=u&mobile=m'))).toEqual(['thirdParty', 'userId', 'mobile']);
    expect(consumedStartParams(new URLSearchParams('mobile=m&fixedArea=1'))).toEqual([]);
  });
});

// Issue 13: only a 401, a login answer without token and secret, or a refused check ends a session.
describe('a gateway fault at the start is not a logout', () => {
  const FAULTS = [
    ['a 5xx', () => new GatewayError('http', '服务暂时不可用，请稍后重试', { status: 500 })],
    ['a time-out', () => new GatewayError('timeout', MESSAGES.timeout)],
    ['no network', () => new GatewayError('network', MESSAGES.network)],
    ['a malformed body', () => new GatewayError('malformed', MESSAGES.malformed)],
  ] as const;
  const MOBILE = {
    accountMobile: '13800138000',
    validateMobileSecret: 'M-secret',
    mobileUserInfo: '{"id":"UC1"}',
    ucInfo: '{"id":"UC1"}',
    userId: 'UC1',
  };
  const PARTNER_USER = {
    thirdParty: 'luluTong',
    userInfo: JSON.stringify({ userid: 'lulu-10001', mobile: '13900139000' }),
    ucInfo: '{"id":"UC2"}',
    userId: 'UC2',
  };

  it.each(FAULTS)('mobile: %s keeps the credentials and the authority, with no half session', async (_label, fault) => {
    const s = start({ local: MOBILE });
    s.services.signByPhone.mockRejectedValueOnce(fault());
    const out = await s.run();
    expect(out).toEqual({ authority: 'mobile', path: 'mobile', redirected: false, pending: true });
    expect(s.state.authority).toBe('mobile');
    for (const [k, v] of Object.entries(MOBILE)) expect(s.local.get(k as LocalKey)).toBe(v);
    expect(s.session.get('token')).toBeNull();
  });

  it.each(FAULTS)('mobile: %s in convert (after the token) keeps the credentials too', async (_label, fault) => {
    const s = start({ local: MOBILE });
    s.services.convertUser.mockRejectedValueOnce(fault());
    const out = await s.run();
    expect(out.authority).toBe('mobile');
    expect(s.local.get('validateMobileSecret')).toBe('M-secret');
    expect(s.session.get('token')).toBeNull();
  });

  it.each(FAULTS)('stored openId: %s in the secret check keeps openId, secret and user info', async (_label, fault) => {
    const s = start({ local: { ...OPENID_CREDS, wxInfo: '{}', userInfo: '{"mobile":"1"}' } });
    s.services.checkSecret.mockRejectedValueOnce(fault());
    const out = await s.run();
    expect(out).toMatchObject({ authority: 'openId', pending: true });
    for (const k of ['openId', 'validateSecret', 'wxInfo', 'userInfo'] as const) expect(s.local.get(k)).not.toBeNull();
    expect(s.calls).not.toContain('signByPhone');
  });

  it.each(FAULTS)('luluTong: %s keeps thirdParty, userInfo and the authority', async (_label, fault) => {
    const s = start({ local: PARTNER_USER });
    s.services.tpLogin.mockRejectedValueOnce(fault());
    const out = await s.run();
    expect(out).toMatchObject({ authority: 'luluTong', path: 'partner', pending: true });
    for (const [k, v] of Object.entries(PARTNER_USER)) expect(s.local.get(k as LocalKey)).toBe(v);
    expect(s.session.get('token')).toBeNull();
  });

  it('a 401 still ends the mobile login (the credentials go)', async () => {
    const s = start({ local: MOBILE });
    s.services.signByPhone.mockRejectedValueOnce(new GatewayError('auth', MESSAGES.expired, { status: 401 }));
    const out = await s.run();
    expect(out).toMatchObject({ authority: '', pending: false });
    expect(s.local.get('validateMobileSecret')).toBeNull();
  });

  it('a login answer without a secret still ends it (spec section 5)', async () => {
    const s = start({ local: MOBILE });
    s.services.signByPhone.mockResolvedValueOnce({ token: 'T', secret: '', issuer: 'wechatHallMobile' });
    const out = await s.run();
    expect(out.authority).toBe('');
    expect(s.local.get('accountMobile')).toBeNull();
  });

  it('a refused secret check (business answer) still ends the chat-app login', async () => {
    const s = start({ local: OPENID_CREDS });
    s.services.checkSecret.mockRejectedValueOnce(new GatewayError('business', 'secret无效', { code: 400 }));
    const out = await s.run();
    expect(out.authority).toBe('');
    expect(s.local.get('validateSecret')).toBeNull();
  });

  it('a ticket whose check met a fault stores nothing and keeps what was stored before', async () => {
    const s = start({ query: 'openId=oid-9&ticket=t1', local: MOBILE });
    s.services.checkTicket.mockRejectedValueOnce(new GatewayError('timeout', MESSAGES.timeout));
    s.services.signByPhone.mockRejectedValueOnce(new GatewayError('timeout', MESSAGES.timeout));
    const out = await s.run();
    expect(out.authority).toBe('mobile');
    expect(s.local.get('openId')).toBeNull();
    expect(s.local.get('validateMobileSecret')).toBe('M-secret');
  });
});
