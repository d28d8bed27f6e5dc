import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasSomethingToStart, IDLE_START_MS } from '@/app/auth-boot';
import { AuthStart, authReady } from '@/app/auth-setup';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { currentConnection, disconnectSocket } from '@/features/im/socket/socket';
import { useImStore } from '@/features/im/stores/im-store';
import { sessions } from '@/mocks/gateway';
import { currentRoute, renderApp } from '../utils/render-app';
import { startTestSession } from '../utils/session';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';

describe('when the auth start runs', () => {
  it.each([
    ['nothing at all', false, () => {}],
    ['openId in the hash route', true, () => (window.location.hash = '#/home?openId=o-1')],
    ['a partner entry', true, () => (window.location.hash = '#/home?thirdParty=luluTong&userId=u&mobile=13900139000')],
    ['a ticket in the page query', true, () => window.history.replaceState(null, '', '/?ticket=t#/home')],
    ['a session', true, () => (window.sessionStorage.setItem('token', 't'), window.sessionStorage.setItem('secret', 's'))],
    ['a kept mobile login', true, () => window.localStorage.setItem('accountMobile', '13800138000')],
    ['a kept partner', true, () => window.localStorage.setItem('thirdParty', 'luluTong')],
  ])('%s → starts at once: %s', (_name, expected, arrange) => {
    window.history.replaceState(null, '', '/');
    arrange();
    expect(hasSomethingToStart()).toBe(expected);
    window.history.replaceState(null, '', '/');
  });

  it('an anonymous visit paints first and confirms nobody is logged in once idle', async () => {
    useAuthStore.getState().reset();
    window.localStorage.setItem('ucInfo', '{"stale":true}');
    const started = Date.now();
    renderApp(`/home?${AREA}`);
    expect(await screen.findByText('便民服务')).toBeInTheDocument();
    expect(useAuthStore.getState().initialised).toBe(false);
    await waitFor(() => expect(useAuthStore.getState().initialised).toBe(true), { timeout: IDLE_START_MS + 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_START_MS - 50);
    expect(useAuthStore.getState().authority).toBe('');
    expect(window.localStorage.getItem('ucInfo')).toBeNull();
  });

  it('a login route does not wait for idle: the guard sends a visitor to login at once', async () => {
    const started = Date.now();
    renderApp(`/myInfo?${AREA}`);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(Date.now() - started).toBeLessThan(IDLE_START_MS);
  });

  it('a visitor who logs in before the idle start keeps that login: the start neither empties the authority nor logs in again', async () => {
    // The login page's login is done (its session made, its credentials kept) when the deferred start comes.
    const { token } = startTestSession();
    window.localStorage.setItem('accountMobile', '13800138000');
    window.localStorage.setItem('validateMobileSecret', 'kept-secret');
    useAuthStore.getState().markLoginSubmitted();
    useAuthStore.getState().setAuthority('mobile');
    const seen: string[] = [];
    const stop = useAuthStore.subscribe((s) => seen.push(s.authority));
    const before = sessions.all().length;
    render(<AuthStart />);
    await waitFor(() => expect(useAuthStore.getState().initialised).toBe(true));
    await expect(authReady()).resolves.toMatchObject({ authority: 'mobile', path: 'login' });
    stop();
    expect(seen).not.toContain('');
    expect(useAuthStore.getState().authority).toBe('mobile');
    expect(window.sessionStorage.getItem('token')).toBe(token);
    expect(sessions.all()).toHaveLength(before);
    expect(window.localStorage.getItem('validateMobileSecret')).toBe('kept-secret');
    // The login ran before this code loaded, with no socket: the session's socket opens now.
    await waitFor(() => expect(currentConnection()).not.toBeNull());
    await waitFor(() => expect(useImStore.getState().status).toBe('authed'));
    await disconnectSocket();
  });

  it('without a login on the page, the same kept credentials are started: the start logs in with them', async () => {
    window.localStorage.setItem('accountMobile', '13800138000');
    window.localStorage.setItem('validateMobileSecret', 'not-a-secret-the-gateway-gave');
    render(<AuthStart />);
    await waitFor(() => expect(useAuthStore.getState().initialised).toBe(true));
    // The kept secret is refused by the gateway: the start cleared it (it ran, unlike above).
    await expect(authReady()).resolves.toMatchObject({ path: 'mobile', authority: '' });
    expect(window.localStorage.getItem('validateMobileSecret')).toBeNull();
  });
});
