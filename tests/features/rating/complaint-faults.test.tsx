import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { complaints } from '@/mocks/features/rating/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

// Issue 38 item 3 (docs/reliability.md): the rating form's submit (意见反馈; 投诉 has its own in
// complaint-ticket.test.tsx) under each fault of the gateway ends
// with a message that keeps what was typed, or with the login (toast and the login page at once)
// and the form back with what was typed after it; and it never sends twice.

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const ROUTE = '/feedback?hallId=H1201010';
const submit = () => screen.getByRole('button', { name: '提交' });
const remarks = () => screen.getByRole('textbox', { name: /问题描述|意见建议/ });

async function fillForm(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('button', { name: '2星' }));
  await user.click(screen.getByRole('button', { name: '体验问题' }));
  await user.type(remarks(), '窗口排队太久');
}

async function openLoggedIn() {
  const session = startTestSession({ userId: 'U-CPF', mobile: '13800138000' });
  const view = renderApp(ROUTE);
  await waitFor(() => expect(screen.getByLabelText(/联系方式/)).toHaveValue('13800138000'));
  return { ...session, view };
}

describe('意见反馈 under gateway faults', () => {
  it.each([
    ['a 500', { error: 1 }, /提交失败：服务器繁忙，请稍后重试。您填写的内容和图片已保留/],
    ['a malformed answer', { malformed: 1 }, /提交失败：服务返回的数据有误，请稍后重试。您填写的内容和图片已保留/],
  ])('%s: a message that keeps the input; sent again once the gateway is back, once', async (_, fault, message) => {
    const user = setupUser();
    await openLoggedIn();
    await fillForm(user);
    emulatorTestApi.setFaults({ ...fault, match: '/complaint/insert' });
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(remarks()).toHaveValue('窗口排队太久');
    expect(complaints.all()).toHaveLength(0);
    emulatorTestApi.clearFaults();
    await user.click(submit());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(complaints.all()).toHaveLength(1);
  });

  it('a slow gateway: one send, however often the button is tapped', async () => {
    const user = setupUser();
    await openLoggedIn();
    await fillForm(user);
    emulatorTestApi.setFaults({ latency: 400, match: '/complaint/insert' });
    // Three sends before the page has redrawn a disabled button, then taps on it.
    const form = screen.getByRole('form', { name: '服务评价' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.click(submit());
    expect(await screen.findByText('提交成功', undefined, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    expect(complaints.all()).toHaveLength(1);
  });

  it.each([
    ['a 401 from the gateway', 'fault'],
    ['a session that expired', 'expired'],
  ])('%s: the expiry message and the login at once, then the form back with what was typed', async (_, how) => {
    const user = setupUser();
    const { token, view } = await openLoggedIn();
    await fillForm(user);
    if (how === 'fault') emulatorTestApi.setFaults({ unauthorized: 1, match: '/complaint/insert' });
    else emulatorTestApi.expireSessions(token);
    const sentAt = Date.now();
    await user.click(submit());
    // At once: within a few seconds even on a loaded machine (the fault was a silence of over a minute).
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/), { timeout: 10_000 });
    expect(Date.now() - sentAt).toBeLessThan(10_000);
    expect(await screen.findByText('您的登录状态已过期，请重新登录')).toBeInTheDocument();
    expect(new URLSearchParams(currentRoute().split('?')[1]).get('redirect')).toMatch(/^\/feedback\?hallId=H1201010/);
    expect(complaints.all()).toHaveLength(0);
    view.unmount();

    // Logged in again: the form is back with what was typed, and sends once.
    emulatorTestApi.clearFaults();
    startTestSession({ userId: 'U-CPF', mobile: '13800138000' });
    renderApp(ROUTE);
    expect(await screen.findByDisplayValue('窗口排队太久')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '体验问题' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(submit());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(complaints.all()).toHaveLength(1);
  });
});
