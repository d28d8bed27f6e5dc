import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAV_INIT_TIMEOUT_MESSAGE, NAV_INIT_TIMEOUT_MS, setLoginRouteGuard, type GuardDecision } from '@/app/routing/login-guard';
import { renderApp } from '../utils/render-app';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';

describe('login-route guard start time-out', () => {
  afterEach(() => {
    vi.useRealTimers();
    setLoginRouteGuard(null);
  });

  it('stops waiting after 10 s with a clear message, and the retry asks again', async () => {
    // The auth feature installs its own guard when its code loads (the idle start loads it 2 s after
    // the page opens, within the 10 s below): load it first, so the guard under test stays the one
    // installed here.
    await import('@/app/auth-setup');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: ((d: GuardDecision) => void) | null = null;
    const guard = vi.fn(() => new Promise<GuardDecision>((resolve) => (answer = resolve)));
    setLoginRouteGuard(guard);
    renderApp(`/myInfo?${AREA}`);
    // The guard is asked once the route's page and the auth code have loaded: wait for it, not a
    // fixed number of ticks.
    await waitFor(() => expect(guard).toHaveBeenCalled());
    await act(async () => {
      vi.advanceTimersByTime(NAV_INIT_TIMEOUT_MS - 500);
    });
    expect(screen.queryByText(NAV_INIT_TIMEOUT_MESSAGE)).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(await screen.findByText(NAV_INIT_TIMEOUT_MESSAGE)).toBeInTheDocument();
    const calls = guard.mock.calls.length;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    // The retry re-renders the route, whose effect asks the guard again (after the click returns).
    await waitFor(() => expect(guard.mock.calls.length).toBe(calls + 1));
    await act(async () => {
      answer?.({ allow: false, to: `/home?${AREA}` });
    });
    expect(await screen.findByText('便民服务')).toBeInTheDocument();
  });
});

describe('a login route opened as the first page', () => {
  afterEach(() => setLoginRouteGuard(null));

  it('holds what waits for the first page until the guard has let the page through', async () => {
    await import('@/app/auth-setup');
    const { afterFirstPage, expectFirstPage, markFirstPageCommitted } = await import('@/lib/hooks/after-load');
    let answer: ((d: GuardDecision) => void) | null = null;
    const guard = vi.fn(() => new Promise<GuardDecision>((resolve) => (answer = resolve)));
    setLoginRouteGuard(guard);
    expectFirstPage();
    let shown = false;
    void afterFirstPage().then(() => (shown = true));
    renderApp(`/myInfo?${AREA}`);
    await waitFor(() => expect(guard).toHaveBeenCalled());
    // main.tsx's first commit: the guard's waiting state.
    markFirstPageCommitted();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown).toBe(false);
    await act(async () => answer?.({ allow: true }));
    expect(await screen.findByRole('heading', { level: 1, name: '个人信息' })).toBeInTheDocument();
    await waitFor(() => expect(shown).toBe(true));
  });
});
