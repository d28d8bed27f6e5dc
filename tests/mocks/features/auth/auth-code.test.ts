import { describe, expect, it } from 'vitest';
import { getAuthCode } from '@/features/auth/api/get-auth-code';
import { handOffUrl } from '@/features/auth/hand-off';
import { gateway } from '@/lib/http/client';
import { local } from '@/lib/storage/storage';
import { emulatorTestApi } from '@/mocks/node';

function useSession(opts: Parameters<typeof emulatorTestApi.startSession>[0]) {
  const s = emulatorTestApi.startSession(opts);
  window.sessionStorage.setItem('token', s.token);
  window.sessionStorage.setItem('secret', s.secret);
}

/** The third party's side: it exchanges the code it was opened with for the user. */
const exchange = (authCode: string) =>
  gateway.get<{ userId: string; openId: string; mobile: string }>(
    '/wechat-hall/login/anon/exchangeAuthCode',
    { authCode },
    { silent: true },
  );

describe('get auth code (openId, userId)', () => {
  it('names the session’s own user to a third party, once', async () => {
    useSession({ userId: 'U0001', authority: 'mobile', mobile: '13800138000' });
    const { authCode, expiresIn } = await getAuthCode({ openId: '', userId: 'U0001' });
    expect(authCode).toMatch(/^AC\w{24}$/);
    expect(expiresIn).toBe(300);
    await expect(exchange(authCode)).resolves.toEqual({ userId: 'U0001', openId: '', mobile: '13800138000', issuer: '' });
    await expect(exchange(authCode)).rejects.toMatchObject({ message: '授权码无效或已过期' });
  });

  it('expires after five minutes on the emulator clock', async () => {
    useSession({ userId: 'U0001' });
    const { authCode } = await getAuthCode({ openId: '', userId: 'U0001' });
    emulatorTestApi.advanceClock(301_000);
    await expect(exchange(authCode)).rejects.toMatchObject({ message: '授权码无效或已过期' });
  });

  it('refuses another user, an openId that is not the session’s, and no session', async () => {
    useSession({ userId: 'U0001' });
    await expect(getAuthCode({ openId: '', userId: 'U9999' })).rejects.toMatchObject({ message: '用户不匹配' });
    await expect(getAuthCode({ openId: 'demo-openid-001', userId: 'U0001' })).rejects.toMatchObject({ message: '用户不匹配' });
    await expect(getAuthCode({ openId: '', userId: '' })).rejects.toMatchObject({ message: 'userId不能为空' });
    window.sessionStorage.clear();
    await expect(getAuthCode({ openId: '', userId: 'U0001' })).rejects.toMatchObject({ kind: 'auth' });
  });

  it('the hand-off address carries the code of the stored user', async () => {
    useSession({ userId: 'U0001' });
    local.set('userId', 'U0001');
    const url = await handOffUrl('https://partner.example.gov.cn/entry?from=onewindow', { local, getAuthCode });
    const code = new URL(url).searchParams.get('authCode')!;
    expect(url).toMatch(/^https:\/\/partner\.example\.gov\.cn\/entry\?from=onewindow&authCode=AC\w{24}$/);
    await expect(exchange(code)).resolves.toMatchObject({ userId: 'U0001' });
    local.remove('userId');
    await expect(handOffUrl('https://partner.example.gov.cn/', { local, getAuthCode })).rejects.toThrow('logged-in user');
  });
});
