import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getThirdPartySystems, parseThirdPartySystem } from '@/features/app-shell/api/get-third-party-systems';
import { handOffUrl } from '@/features/auth/hand-off';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { emulatorTestApi } from '@/mocks/node';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';

// 合作平台 on 更多服务 (secondConfig): the area's third-party systems from
// `authentication/list`, entered with a one-time auth code (get auth code); the emulator's
// stand-in partner page (#/auth/partnerEntry) exchanges the code and shows whom it names.

const DISTRICT = 'fixedArea=120101&rootArea=120000&sys=home';
const CITY = 'fixedArea=120100&rootArea=120000&sys=home';
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const partners = () => screen.findByRole('region', { name: '合作平台' });

// Unmount before the auth store is reset: a page still on screen would render the reset after the test.
afterEach(() => {
  cleanup();
  useAuthStore.getState().reset();
});

/** A visitor on 更多服务 logs in from 合作平台's 去登录 (the real login page) and comes back. */
async function logInHere(u: ReturnType<typeof userEvent.setup>) {
  const back = currentRoute();
  await u.click(await within(await partners()).findByRole('link', { name: '去登录' }));
  await u.type(await screen.findByLabelText('手机号'), '13800138000');
  await u.click(screen.getByRole('button', { name: '获取验证码' }));
  await u.type(screen.getByLabelText('短信验证码'), (await screen.findByTestId('demo-sms-code')).textContent!);
  await u.click(screen.getByText('我已阅读并同意《用户服务协议》和《隐私政策》'));
  await u.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(currentRoute()).toBe(back));
}

describe("authentication/list (the area's third-party systems)", () => {
  it('lists one row per system of the area; a district has its own list', async () => {
    expect((await getThirdPartySystems('120100')).map((s) => s.name)).toEqual(['住房公积金', '医疗保障', '不动产登记']);
    expect((await getThirdPartySystems('120101')).map((s) => s.key)).toEqual(['gjj', 'ybj']);
    expect(await getThirdPartySystems('999999')).toEqual([]);
  });

  it.each([
    ['not JSON', '{', null],
    ['no name', '{"url":"https://a.example/"}', null],
    ['another scheme', '{"name":"x","url":"javascript:alert(1)"}', null],
    ['user info in the address', '{"name":"x","url":"https://u@evil.example/"}', null],
    ['an absolute address', '{"key":"k","name":"社保","url":"https://si.example.gov.cn/h5/"}', 'https://si.example.gov.cn/h5/'],
    ['a route of this app', '{"name":"x","url":"#/auth/partnerEntry"}', '#/auth/partnerEntry'],
  ])('a value that is %s', (_, raw, url) => {
    expect(parseThirdPartySystem(raw)?.url ?? null).toBe(url);
  });
});

describe('handOffUrl', () => {
  const local = { get: (k: string) => (k === 'userId' ? 'U0001' : null), set: () => {}, remove: () => {} };
  const getAuthCode = () => Promise.resolve({ authCode: 'ACcode', expiresIn: 300 });
  it('puts the code in the query of a plain address and in the hash query of a hash route', async () => {
    await expect(handOffUrl('https://p.example/entry?a=1', { local, getAuthCode } as never)).resolves.toBe(
      'https://p.example/entry?a=1&authCode=ACcode',
    );
    await expect(handOffUrl('https://p.example/app/#/entry?system=gjj', { local, getAuthCode } as never)).resolves.toBe(
      'https://p.example/app/#/entry?system=gjj&authCode=ACcode',
    );
    await expect(handOffUrl('https://p.example/#/home', { local, getAuthCode } as never)).resolves.toBe(
      'https://p.example/#/home?authCode=ACcode',
    );
  });
});

describe('合作平台 on 更多服务', () => {
  it('a visitor sees the systems and is asked to log in first', async () => {
    renderApp(`/secondConfig?${DISTRICT}`);
    const region = await partners();
    expect(await within(region).findByText('住房公积金')).toBeInTheDocument();
    expect(within(region).getByText('医疗保障')).toBeInTheDocument();
    expect(within(region).queryByText('不动产登记')).toBeNull();
    expect(within(region).queryByRole('button', { name: /^进入/ })).toBeNull();
    expect(within(region).getByRole('link', { name: '去登录' })).toBeInTheDocument();
  });

  it('a logged-in citizen enters a system: one auth code, and the partner knows them without logging in', async () => {
    const u = user();
    renderApp(`/secondConfig?${CITY}`);
    await logInHere(u);
    const region = await partners();
    await u.click(await within(region).findByRole('button', { name: '进入不动产登记' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/auth\/partnerEntry\?/));
    expect(currentQuery().get('system')).toBe('bdc');
    expect(currentQuery().get('authCode')).toMatch(/^AC\w{24}$/);
    expect(await screen.findByRole('heading', { level: 2, name: '不动产登记（模拟合作平台）' })).toBeInTheDocument();
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    expect(screen.getByText('手机号', { selector: 'dd' })).toBeInTheDocument();
  });

  it('a failed auth code says why and 重试 enters', async () => {
    const u = user();
    renderApp(`/secondConfig?${DISTRICT}`);
    await logInHere(u);
    const region = await partners();
    emulatorTestApi.setFaults({ error: 1, match: '/getAuthCode', message: '授权服务繁忙' });
    await u.click(await within(region).findByRole('button', { name: '进入住房公积金' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('进入住房公积金失败：授权服务繁忙');
    expect(currentRoute()).toMatch(/^\/secondConfig/);
    emulatorTestApi.clearFaults();
    await u.click(within(region).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/auth\/partnerEntry\?system=gjj&authCode=AC/));
    expect(await screen.findByText('已通过一窗受理授权码识别您的身份，无需再次登录。')).toBeInTheDocument();
  });

  it('a failed list shows an error with 重试, and the rest of the page stays', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/authentication/list' });
    const u = user();
    renderApp(`/secondConfig?${DISTRICT}`);
    const region = await partners();
    const retry = await within(region).findByRole('button', { name: /重试/ });
    expect(screen.getByRole('heading', { level: 2, name: '办事服务' })).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await u.click(retry);
    expect(await within(region).findByText('住房公积金')).toBeInTheDocument();
  });

  it('the stand-in partner refuses a code it cannot exchange (unknown, used or expired), and says so', async () => {
    renderApp('/auth/partnerEntry?system=gjj&authCode=ACnot-issued-by-the-gateway');
    expect(await screen.findByText('授权码无效或已过期')).toBeInTheDocument();
    expect(screen.queryByText(/已通过一窗受理授权码识别您的身份/)).toBeNull();
  });

  it('the stand-in partner without a code says where to enter from', async () => {
    renderApp('/auth/partnerEntry?system=ybj');
    expect(await screen.findByText('缺少授权码')).toBeInTheDocument();
    expect(screen.getByText('请从一窗受理的“更多服务 · 合作平台”进入医疗保障')).toBeInTheDocument();
  });
});
