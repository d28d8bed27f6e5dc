import { describe, expect, it } from 'vitest';
import { checkSecret } from '@/features/auth/api/check-secret';
import { checkTicket } from '@/features/auth/api/check-ticket';
import { convertUser } from '@/features/auth/api/convert-user';
import { logout } from '@/features/auth/api/logout';
import { sendSmsCode } from '@/features/auth/api/send-sms-code';
import { setMobileUser } from '@/features/auth/api/set-mobile-user';
import { signByOpenId } from '@/features/auth/api/sign-by-open-id';
import { signByPhone } from '@/features/auth/api/sign-by-phone';
import { tpLogin } from '@/features/auth/api/tp-login';
import { validateToken } from '@/features/auth/api/validate-token';
import { getUserInfo } from '@/features/profile/api/get-user-info';
import { gateway } from '@/lib/http/client';
import { emulatorTestApi } from '@/mocks/node';

function useSession(res: { token: string; secret: string }) {
  window.sessionStorage.setItem('token', res.token);
  window.sessionStorage.setItem('secret', res.secret);
}

const authorize = (openId = 'demo-openid-001') =>
  gateway.post<{ openId: string; ticket: string }>('/wechat-hall/wxAuth/anon/authorize', { appId: 'wx-demo-appid', openId });

describe('emulator: chat-app login', () => {
  it('consent gives a one-time ticket, the ticket gives the secret, the secret gives a token', async () => {
    const { openId, ticket } = await authorize();
    expect(openId).toBe('demo-openid-001');
    const { secret } = await checkTicket(openId, ticket);
    expect(secret).toBeTruthy();
    await expect(checkTicket(openId, ticket)).rejects.toMatchObject({ kind: 'auth' });
    await expect(checkSecret(openId, secret!)).resolves.toEqual({ valid: true });
    await expect(checkSecret(openId, 'wrong')).rejects.toMatchObject({ kind: 'auth', message: '您的登录状态已过期，请重新登录' });
    const login = await signByOpenId(openId, secret!);
    expect(login).toMatchObject({ issuer: 'wechatHall', userInfo: { nickName: '张三' } });
    useSession(login);
    await expect(validateToken()).resolves.toMatchObject({ authority: 'openId', openId, userId: 'U1001' });
    await expect(convertUser('wechatHall')).resolves.toEqual({ id: 'U1001', mobile: '13700137000' });
    await expect(convertUser('other')).rejects.toMatchObject({ message: '来源系统不匹配' });
  });

  it('a ticket of another openId is refused', async () => {
    const { ticket } = await authorize();
    await expect(checkTicket('someone-else', ticket)).rejects.toMatchObject({ kind: 'auth', message: '您的登录状态已过期，请重新登录' });
  });

  it('logout ends the session; a second logout is a 401', async () => {
    const { ticket } = await authorize();
    const { secret } = await checkTicket('demo-openid-001', ticket);
    useSession(await signByOpenId('demo-openid-001', secret!));
    await expect(logout('demo-openid-001', '13700137000')).resolves.toEqual({ success: true });
    await expect(validateToken()).rejects.toMatchObject({ kind: 'auth' });
    await expect(logout('demo-openid-001', '13700137000')).rejects.toMatchObject({ kind: 'auth' });
  });
});

describe('emulator: mobile login', () => {
  it('sends a code shown on screen, refuses a wrong one, logs in with the right one', async () => {
    const sms = await sendSmsCode('13800138000');
    expect(sms.resendAfter).toBe(60);
    expect(sms.demoCode).toMatch(/^\d{6}$/);
    await expect(sendSmsCode('13800138000')).rejects.toMatchObject({ message: expect.stringMatching(/秒后再试/) });
    const wrong = sms.demoCode === '000000' ? '111111' : '000000';
    await expect(setMobileUser('13800138000', wrong)).resolves.toMatchObject({ success: false, message: '验证码错误，请重新输入' });
    const ok = await setMobileUser('13800138000', sms.demoCode!);
    expect(ok).toMatchObject({ success: true });
    // One use only.
    await expect(setMobileUser('13800138000', sms.demoCode!)).resolves.toMatchObject({ success: false });
    const login = await signByPhone('13800138000', ok.secret!);
    useSession(login);
    await expect(convertUser(login.issuer!)).resolves.toEqual({ id: 'U0001', mobile: '13800138000' });
    await expect(signByPhone('13800138000', 'wrong')).rejects.toMatchObject({ kind: 'auth', message: '您的登录状态已过期，请重新登录' });
  });

  it('refuses a malformed mobile', async () => {
    await expect(sendSmsCode('12800138000')).rejects.toMatchObject({ message: '手机号格式不正确' });
  });

  it('expiring the session makes the token check answer 401', async () => {
    const sms = await sendSmsCode('13800138000');
    const ok = await setMobileUser('13800138000', sms.demoCode!);
    const login = await signByPhone('13800138000', ok.secret!);
    useSession(login);
    await expect(validateToken()).resolves.toMatchObject({ authority: 'mobile' });
    emulatorTestApi.expireSessions(login.token);
    await expect(validateToken()).rejects.toMatchObject({ kind: 'auth' });
  });
});

describe('emulator: partner login', () => {
  it('needs systemCode and route, the partner user and mobile, then extId and Issuer on requests', async () => {
    const params = { mobile: '13900139000', userId: 'lulu-10001' };
    await expect(tpLogin(params, { systemCode: 'other', route: '/home' })).rejects.toMatchObject({ message: '未知的合作方系统' });
    await expect(tpLogin(params, { systemCode: 'lulutong', route: '' })).rejects.toMatchObject({
      kind: 'business',
      message: '缺少来源页面',
    });
    await expect(tpLogin({ ...params, mobile: '13900139001' }, { systemCode: 'lulutong', route: '/home' })).rejects.toMatchObject({
      kind: 'auth',
      message: '您的登录状态已过期，请重新登录',
    });
    const login = await tpLogin(params, { systemCode: 'lulutong', route: '/home' });
    expect(login).toMatchObject({ issuer: 'lulutong', userInfo: { userid: 'lulu-10001' } });
    useSession(login);
    // Without the partner mark the client sends no extId: the gateway refuses.
    await expect(convertUser('lulutong')).rejects.toMatchObject({ kind: 'business', message: '合作方请求头缺失或不匹配' });
    window.localStorage.setItem('thirdParty', 'luluTong');
    window.localStorage.setItem('userInfo', JSON.stringify({ userid: 'lulu-10001', mobile: '13900139000' }));
    await expect(convertUser('lulutong')).resolves.toEqual({ id: 'U2001', mobile: '13900139000' });
  });
});

// Issue 12 defect 14: one name per user, from the user info of docs/spec-rules.md section 3. The login
// response's userInfo (shown on 我的) and the user centre's info (个人信息) come from one account.
describe('emulator: one name for a user', () => {
  it('the chat-app citizen is 张三 at login and in the user info', async () => {
    const { openId, ticket } = await authorize();
    const { secret } = await checkTicket(openId, ticket);
    const login = await signByOpenId(openId, secret!);
    useSession(login);
    const info = await getUserInfo();
    expect(info.nickName).toBe(login.userInfo?.nickName);
    expect(info).toMatchObject({ nickName: '张三', mobile: '13700137000', hallId: 'H120101001' });
  });

  it('the partner user is 路路通用户 at login and in the user info', async () => {
    const login = await tpLogin({ mobile: '13900139000', userId: 'lulu-10001' }, { systemCode: 'lulutong', route: '/home' });
    useSession(login);
    const info = await getUserInfo();
    expect(info.nickName).toBe(login.userInfo?.nickName);
    expect(info.nickName).toBe('路路通用户');
  });

  it('a mobile user has the name of the mobile account', async () => {
    const { demoCode } = await sendSmsCode('13800138000');
    const { secret } = await setMobileUser('13800138000', demoCode!);
    const login = await signByPhone('13800138000', secret!);
    useSession(login);
    expect((await getUserInfo()).nickName).toBe(login.userInfo?.nickName);
  });
});
