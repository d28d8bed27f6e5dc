import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCountdown } from '@/features/auth/hooks/use-countdown';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { sessions } from '@/mocks/gateway';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { server } from '../../setup';

async function logInByMobile(user: ReturnType<typeof userEvent.setup>, mobile = '13800138000') {
  await user.type(await screen.findByLabelText('手机号'), mobile);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  const code = (await screen.findByTestId('demo-sms-code')).textContent!;
  await user.type(screen.getByLabelText('短信验证码'), code);
  await user.click(screen.getByText('我已阅读并同意《用户服务协议》和《隐私政策》'));
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('login page', () => {
  it('a login route visited logged out goes to login, and login comes back to it with its query and area', async () => {
    const user = userEvent.setup();
    renderApp('/myInfo?fixedArea=120101&rootArea=120000&sys=home&tab=2');
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(currentQuery().get('redirect')).toBe('/myInfo?fixedArea=120101&rootArea=120000&sys=home&tab=2');
    await logInByMobile(user);
    await waitFor(() => expect(currentRoute()).toBe('/myInfo?fixedArea=120101&rootArea=120000&sys=home&tab=2'));
    expect(await screen.findByText('138****8000')).toBeInTheDocument();
    expect(useAuthStore.getState().authority).toBe('mobile');
    expect(window.localStorage.getItem('accountMobile')).toBe('13800138000');
    expect(window.localStorage.getItem('validateMobileSecret')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('ucInfo')!)).toEqual({ id: 'U0001', mobile: '13800138000' });
    expect(window.sessionStorage.getItem('token')).toBe(sessions.all().at(-1)!.id);
  });

  it('checks the mobile number and the agreement, says what is wrong, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const mobile = await screen.findByLabelText('手机号');
    await user.click(screen.getByRole('button', { name: '登录' }));
    // The form's check (react-hook-form with zod) ends after the click, not within it.
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
    await user.type(mobile, '12800138000');
    expect(await screen.findByText('请输入正确的11位手机号（1开头，第二位为3-9）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.queryByTestId('demo-sms-code')).not.toBeInTheDocument();
    await user.clear(mobile);
    await user.type(mobile, '1380013800a0');
    expect(mobile).toHaveValue('13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const code = (await screen.findByTestId('demo-sms-code')).textContent!;
    // The countdown starts from an effect, a render after the code shows.
    expect(await screen.findByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
    await user.type(screen.getByLabelText('短信验证码'), code);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先阅读并同意《用户服务协议》和《隐私政策》');
    expect(mobile).toHaveValue('13800138000');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('five taps in one task send one SMS code and one login (the shared guarded submit)', async () => {
    const user = userEvent.setup();
    renderApp('/login?redirect=%2Fmine');
    const seen: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (/sendSmsCode|signByPhone/.test(request.url)) seen.push(request.url.includes('sendSmsCode') ? 'sms' : 'login');
    };
    server.events.on('request:start', count);
    await user.type(await screen.findByLabelText('手机号'), '13800138000');
    const sms = screen.getByRole('button', { name: '获取验证码' });
    act(() => {
      for (let i = 0; i < 5; i++) sms.click();
    });
    const code = (await screen.findByTestId('demo-sms-code')).textContent!;
    await user.type(screen.getByLabelText('短信验证码'), code);
    await user.click(screen.getByText('我已阅读并同意《用户服务协议》和《隐私政策》'));
    const login = screen.getByRole('button', { name: '登录' });
    act(() => {
      for (let i = 0; i < 5; i++) login.click();
    });
    await waitFor(() => expect(currentRoute()).toMatch(/^\/mine/));
    server.events.removeListener('request:start', count);
    expect(seen).toEqual(['sms', 'login']);
  });

  it('a wrong SMS code is refused with the gateway message, nothing stored', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const code = (await screen.findByTestId('demo-sms-code')).textContent!;
    await user.type(screen.getByLabelText('短信验证码'), code === '000000' ? '111111' : '000000');
    await user.click(screen.getByText('我已阅读并同意《用户服务协议》和《隐私政策》'));
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误，请重新输入')).toBeInTheDocument();
    expect(window.localStorage.getItem('accountMobile')).toBeNull();
    expect(currentRoute()).toMatch(/^\/login/);
  });

  it.each([['https://evil.example/'], ['//evil.example'], ['/\\evil.example'], ['/\t/evil.example'], ['/%2F%2Fevil.example'], ['/login']])(
    'a hostile redirect %j goes home after login',
    async (redirect) => {
      const user = userEvent.setup();
      renderApp(`/login?${new URLSearchParams({ redirect })}`);
      await logInByMobile(user);
      await waitFor(() => expect(currentRoute()).toMatch(/^\/home\?/));
    },
  );

  it('a token expired mid-form: expiry message, login, back on the form with what was typed', async () => {
    const user = userEvent.setup();
    const { token } = startTestSession();
    renderApp('/recertificationHome');
    await user.type(await screen.findByLabelText('姓名'), '张三');
    await user.type(screen.getByLabelText('身份证号'), '120101199001010017');
    emulatorTestApi.expireSessions(token);
    await user.click(screen.getByText('我已阅读并同意'));
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    // The toast is re-rendered as it animates: finding it is the assertion.
    await screen.findByText('您的登录状态已过期，请重新登录', {}, { timeout: 3000 });
    expect(screen.queryByText(/登录方式/)).not.toBeInTheDocument();
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(currentQuery().get('redirect')).toMatch(/^\/recertificationHome/);
    await logInByMobile(user);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/recertificationHome/));
    expect(await screen.findByLabelText('姓名')).toHaveValue('张三');
    expect(screen.getByLabelText('身份证号')).toHaveValue('120101199001010017');
  });

  it('a logged-in user sees the account and logs out (mobile)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/login');
    await logInByMobile(user);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/home/));
    window.location.hash = '#/login';
    expect(await screen.findByText('登录方式：手机号登录')).toBeInTheDocument();
    // The account comes below the form: it may appear after the page (a kept login resumed), and
    // above it would push the fields down under the user's finger.
    const panel = screen.getByRole('region', { name: '当前账号' });
    expect(screen.getByLabelText('手机号').compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    window.localStorage.setItem('vConsole_switch_x', '20');
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(useAuthStore.getState().authority).toBe(''));
    expect(window.localStorage.getItem('accountMobile')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('登录方式：手机号登录')).not.toBeInTheDocument();
    // The debug console's own keys go at logout.
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('vConsole_'))).toEqual([]);
  });
});

describe('entries', () => {
  it('a partner entry logs the partner user in and takes the parameters out of the address', async () => {
    renderApp('/home?thirdParty=luluTong&userId=lulu-10001&mobile=13900139000&fixedArea=120100&rootArea=120000&sys=home');
    await waitFor(() => expect(useAuthStore.getState().authority).toBe('luluTong'));
    expect(window.localStorage.getItem('thirdParty')).toBe('luluTong');
    expect(JSON.parse(window.localStorage.getItem('userInfo')!)).toMatchObject({ userid: 'lulu-10001', mobile: '13900139000' });
    expect(window.localStorage.getItem('userId')).toBe('U2001');
    await waitFor(() => expect(currentRoute()).not.toContain('mobile='));
    expect(currentRoute()).toMatch(/^\/home\?/);
  });

  it('a chat-app user with a lone openId goes through the authorization page and comes back logged in', async () => {
    const user = userEvent.setup();
    renderApp('/myInfo?openId=demo-openid-001&fixedArea=120100&rootArea=120000&sys=home');
    expect(await screen.findByText('微信授权（模拟）')).toBeInTheDocument();
    expect(currentRoute()).toMatch(/^\/auth\/wxAuthorize\?/);
    expect(currentQuery().get('path')).toBe('/myInfo');
    expect(currentQuery().get('appId')).toBe('wx-demo-appid');
    await user.click(screen.getByRole('button', { name: '允许' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myInfo\?/));
    await waitFor(() => expect(useAuthStore.getState().authority).toBe('openId'));
    expect(window.localStorage.getItem('openId')).toBe('demo-openid-001');
    expect(await screen.findByText('137****7000')).toBeInTheDocument();
    expect(currentRoute()).not.toContain('ticket');
  });
});

describe('useCountdown', () => {
  it('counts down from the deadline, once a second', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useCountdown());
      expect(result.current.left).toBe(0);
      act(() => result.current.start(60));
      expect(result.current.left).toBe(60);
      act(() => void vi.advanceTimersByTime(1000));
      expect(result.current.left).toBe(59);
      act(() => void vi.advanceTimersByTime(59_000));
      expect(result.current.left).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
