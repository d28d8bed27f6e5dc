import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_LOGIN, loginProblems } from '@/features/auth/components/login-form-schema';
import { AUTH_MESSAGES } from '@/features/auth/messages';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';

const AGREEMENT = '我已阅读并同意《用户服务协议》和《隐私政策》';

describe('login form rules (the zod schema beside it)', () => {
  it.each([
    [{}, { mobile: AUTH_MESSAGES.mobileEmpty, code: AUTH_MESSAGES.codeEmpty, agreed: null }],
    [
      { mobile: '12800138000', code: '12345' },
      { mobile: AUTH_MESSAGES.mobileInvalid, code: AUTH_MESSAGES.codeInvalid, agreed: null },
    ],
    [
      { mobile: '13800138000', code: '123456' },
      { mobile: null, code: null, agreed: AUTH_MESSAGES.agreement },
    ],
    [
      { mobile: ' 13800138000 ', code: '123456', agreed: true },
      { mobile: null, code: null, agreed: null },
    ],
  ])('%j: %j (the agreement is asked for once the fields are right)', (values, problems) => {
    expect(loginProblems({ ...EMPTY_LOGIN, ...values })).toEqual(problems);
  });
});

describe('login form', () => {
  it('keeps its order: number, code with its button, agreement, the form problem, 登录', async () => {
    renderApp('/login');
    const order = [
      await screen.findByLabelText('手机号'),
      screen.getByLabelText('短信验证码'),
      screen.getByRole('button', { name: '获取验证码' }),
      screen.getByRole('checkbox', { name: AGREEMENT }),
      screen.getByRole('alert'),
      screen.getByRole('button', { name: '登录' }),
    ];
    for (let i = 1; i < order.length; i++)
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING, String(i)).toBeTruthy();
  });

  it('says a field problem once the field was left, then as it is typed; nothing before', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const mobile = await screen.findByLabelText('手机号');
    await user.type(mobile, '128');
    expect(screen.queryByText(AUTH_MESSAGES.mobileInvalid)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('短信验证码'));
    expect(screen.getByText(AUTH_MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.codeEmpty)).not.toBeInTheDocument();
    await user.clear(mobile);
    expect(screen.getByText(AUTH_MESSAGES.mobileEmpty)).toBeInTheDocument();
    await user.type(mobile, '13800138000');
    expect(screen.queryByText(AUTH_MESSAGES.mobileEmpty)).not.toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.mobileInvalid)).not.toBeInTheDocument();
    // The code field, left empty, says so.
    await user.click(mobile);
    expect(screen.getByText(AUTH_MESSAGES.codeEmpty)).toBeInTheDocument();
  });

  it('获取验证码 with no number says so, and the problem follows what is typed next', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByLabelText('手机号');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(AUTH_MESSAGES.mobileEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '1');
    expect(screen.getByText(AUTH_MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(screen.queryByTestId('demo-sms-code')).not.toBeInTheDocument();
  });

  it("a login tried with wrong fields says their problems, and the agreement's alone once they are right", async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByLabelText('手机号');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText(AUTH_MESSAGES.mobileEmpty)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^$/);
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const code = (await screen.findByTestId('demo-sms-code')).textContent!;
    await user.type(screen.getByLabelText('短信验证码'), code);
    expect(screen.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.agreement);
    await user.click(screen.getByText(AGREEMENT));
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/home/));
  });

  it("a code the gateway could not send says the gateway's message above the button", async () => {
    const user = userEvent.setup();
    renderApp('/login');
    emulatorTestApi.setFaults({ error: 1, match: '/sendSmsCode', message: '短信服务繁忙' });
    await user.type(await screen.findByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('短信服务繁忙'));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByTestId('demo-sms-code')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^$/);
  });
});
