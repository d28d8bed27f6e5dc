import { describe, expect, it, vi } from 'vitest';
import { logoutBy } from '@/features/auth/logout';
import { GatewayError } from '@/lib/http/errors';
import { fakeContext } from './fakes';

const SESSION = { token: 'T', secret: 'S' } as const;

describe('logout by authority', () => {
  it('openId calls the logout service with openId and mobile, then clears the chat-app login', async () => {
    const f = fakeContext({
      session: SESSION,
      local: {
        openId: 'oid-1',
        validateSecret: 'wx',
        wxInfo: '{}',
        userInfo: JSON.stringify({ mobile: '13700137000' }),
        ucInfo: '{}',
        userId: 'UC1',
      },
    });
    const setAuthority = vi.fn();
    await expect(logoutBy(f.ctx, 'openId', setAuthority)).resolves.toBe('done');
    expect(f.services.logout).toHaveBeenCalledWith('oid-1', '13700137000');
    for (const k of ['openId', 'validateSecret', 'wxInfo', 'userInfo', 'ucInfo', 'userId'] as const) expect(f.local.get(k)).toBeNull();
    expect(f.session.get('token')).toBeNull();
    expect(setAuthority).toHaveBeenCalledWith('');
  });

  it('a failed logout call changes nothing and reports failure (网络错误 is shown by the caller)', async () => {
    const f = fakeContext({ session: SESSION, local: { openId: 'oid-1', validateSecret: 'wx' } });
    f.services.logout.mockRejectedValueOnce(new GatewayError('network', '网络错误'));
    const setAuthority = vi.fn();
    await expect(logoutBy(f.ctx, 'openId', setAuthority)).resolves.toBe('failed');
    expect(f.local.get('openId')).toBe('oid-1');
    expect(f.session.get('token')).toBe('T');
    expect(setAuthority).not.toHaveBeenCalled();
  });

  it('a 401 from the logout call means the session had already ended: logged out, inactive', async () => {
    const f = fakeContext({ session: SESSION, local: { openId: 'oid-1', validateSecret: 'wx' } });
    f.services.logout.mockRejectedValueOnce(new GatewayError('auth', 'expired', { code: 401 }));
    await expect(logoutBy(f.ctx, 'openId', vi.fn())).resolves.toBe('inactive');
    expect(f.local.get('openId')).toBeNull();
  });

  it('mobile clears the stored mobile credentials and user info, without a call', async () => {
    const f = fakeContext({
      session: SESSION,
      local: {
        accountMobile: '13800138000',
        validateMobileSecret: 'M',
        mobileUserInfo: '{}',
        userInfo: '{}',
        ucInfo: '{}',
        openId: 'keep',
      },
    });
    await expect(logoutBy(f.ctx, 'mobile', vi.fn())).resolves.toBe('done');
    expect(f.services.logout).not.toHaveBeenCalled();
    for (const k of ['accountMobile', 'validateMobileSecret', 'mobileUserInfo', 'userInfo', 'ucInfo'] as const)
      expect(f.local.get(k)).toBeNull();
    expect(f.local.get('openId')).toBe('keep');
    expect(f.session.get('token')).toBeNull();
  });

  it('luluTong clears the session, ucInfo and the partner mark', async () => {
    const f = fakeContext({ session: SESSION, local: { thirdParty: 'luluTong', userInfo: '{}', ucInfo: '{}' } });
    await expect(logoutBy(f.ctx, 'luluTong', vi.fn())).resolves.toBe('done');
    for (const k of ['thirdParty', 'userInfo', 'ucInfo'] as const) expect(f.local.get(k)).toBeNull();
    expect(f.session.get('secret')).toBeNull();
  });

  it('an unknown authority clears the session and ucInfo only', async () => {
    const f = fakeContext({ session: SESSION, local: { ucInfo: '{}', accountMobile: '13800138000' } });
    await expect(logoutBy(f.ctx, '', vi.fn())).resolves.toBe('done');
    expect(f.local.get('ucInfo')).toBeNull();
    expect(f.session.get('token')).toBeNull();
    expect(f.local.get('accountMobile')).toBe('13800138000');
  });
});
