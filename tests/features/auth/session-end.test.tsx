import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutForInactivity } from '@/app/auth-setup';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { toast } from '@/lib/feedback/feedback';
import { gateway } from '@/lib/http/client';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';

afterEach(() => {
  useAuthStore.getState().reset();
  vi.restoreAllMocks();
});

/**
 * What the user is told. jsdom under load sometimes drops a toast shown while the confirm dialog
 * animates out, so the messages are checked where they are sent; e2e/auth.spec.ts sees them on screen.
 */
function told() {
  const info = vi.spyOn(toast, 'info');
  const fail = vi.spyOn(toast, 'fail');
  return (text: string) =>
    waitFor(() => expect([...info.mock.calls, ...fail.mock.calls].map((c) => c[0])).toContain(text), { timeout: 3000 });
}

/** Taps 退出登录 and confirms in the dialog (waiting for an earlier dialog to be gone first). */
async function confirmLogout(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: '退出登录' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出' }));
}

/** A chat-app user logged in through the emulator's consent, ticket and secret checks. */
async function openIdUser() {
  const { ticket } = await gateway.post<{ ticket: string }>('/wechat-hall/wxAuth/anon/authorize', {
    appId: 'wx-demo-appid',
    openId: 'demo-openid-001',
  });
  renderApp(`/login?openId=demo-openid-001&ticket=${ticket}`);
  await waitFor(() => expect(useAuthStore.getState().authority).toBe('openId'));
  expect(await screen.findByText('登录方式：微信授权登录')).toBeInTheDocument();
  // The one-time ticket does not stay in the address (a reload would present it again).
  await waitFor(() => expect(currentRoute()).not.toContain('ticket='));
  expect(currentRoute()).toMatch(/^\/login\?.*fixedArea=120100/);
}

describe('logout of a chat-app user', () => {
  it('a failed logout call says 网络错误 and keeps the user logged in', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openIdUser();
    const toldUser = told();
    emulatorTestApi.setFaults({ error: 1, match: '/login/logout' });
    await confirmLogout(user);
    await toldUser('网络错误');
    expect(useAuthStore.getState().authority).toBe('openId');
    expect(window.localStorage.getItem('openId')).toBe('demo-openid-001');

    emulatorTestApi.clearFaults();
    await confirmLogout(user);
    await waitFor(() => expect(useAuthStore.getState().authority).toBe(''));
    expect(window.localStorage.getItem('openId')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('a logout whose session had already ended says 长时间未操作，请重新登录', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openIdUser();
    const toldUser = told();
    emulatorTestApi.expireSessions();
    await confirmLogout(user);
    await toldUser('长时间未操作，请重新登录');
    expect(useAuthStore.getState().authority).toBe('');
  });
});

describe('inactivity', () => {
  it('logs out, says 长时间未操作，请重新登录, and offers login with the way back', async () => {
    await openIdUser();
    window.location.hash = '#/home?fixedArea=120100&rootArea=120000&sys=home';
    await waitFor(() => expect(currentRoute()).toMatch(/^\/home/));
    const toldUser = told();
    // The idle timer's logout, as the app runs it: its store change re-renders the page.
    await act(() => logoutForInactivity());
    await toldUser('长时间未操作，请重新登录');
    expect(useAuthStore.getState().authority).toBe('');
    expect(window.localStorage.getItem('validateSecret')).toBeNull();
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(currentQuery().get('redirect')).toMatch(/^\/home/);
  });
});
