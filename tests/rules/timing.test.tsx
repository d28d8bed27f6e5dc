/**
 * The timing rules, each stated here as a literal and driven with it: a test that advanced time by
 * the constant it imports would pass whatever the constant became. Change a value in the code and
 * its row fails (3 s to 1 s, 5 s to 4 s or 50 s, 30 min to 29 or 31 min: each was tried).
 */
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthStart, authReady } from '@/app/auth-setup';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useGuardedSubmit as useQueueGuardedSubmit } from '@/features/queue/hooks/use-guarded-submit';
import { useLiveTickets } from '@/features/queue/hooks/use-live-tickets';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { countRequests } from '../utils/requests';
import { startTestSession } from '../utils/session';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

afterEach(() => {
  vi.useRealTimers();
});

/** Real time passing (the faked timers left alone), until `done` or a second and a half. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 75 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('a form is not sent twice within 3 s (spec section 9)', () => {
  type Mount = () => { result: { current: { run(send: () => Promise<unknown>): Promise<unknown> } } };
  const hooks: [string, Mount][] = [
    ['every form (lib/forms)', () => renderHook(() => useGuardedSubmit())],
    ['taking a number (queue)', () => renderHook(() => useQueueGuardedSubmit())],
  ];
  it.each(hooks)('%s: a tap 2.999 s after a send is ignored, one at 3 s goes', async (_, mount) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = mount();
    const send = vi.fn(async () => undefined);
    const tap = () =>
      act(async () => {
        await result.current.run(send);
      });
    await tap();
    vi.setSystemTime(Date.now() + 3 * SECOND - 1);
    await tap();
    expect(send).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await tap();
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('a live number refreshes every 5 s while the page is visible', () => {
  it('asks again at 5 s, not at 4.999 s', async () => {
    startTestSession();
    const mine = countRequests('/v1/auth/ticket/mine');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, unmount } = renderHook(() => useLiveTickets(), { wrapper });
    await act(() => until(() => result.current.query.isSuccess));
    expect(result.current.query.isSuccess).toBe(true);
    expect(mine.get()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5 * SECOND - 1));
    await act(() => until(() => false));
    expect(mine.get()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => until(() => mine.get() === 2 && !result.current.query.isFetching));
    expect(mine.get()).toBe(2);
    unmount();
    mine.stop();
    client.clear();
  });
});

describe('a logged-in user is logged out after 30 min without activity', () => {
  it('still logged in at 29 min 59 s, logged out at 30 min; a tap starts the 30 min again', async () => {
    startTestSession();
    const { unmount } = render(<AuthStart />);
    await act(() => authReady());
    // Logged in (as the start finds a user who is): from here the idle watch runs on the faked clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => useAuthStore.getState().setAuthority('mobile'));
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
    window.dispatchEvent(new Event('pointerdown'));
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE - SECOND));
    expect(useAuthStore.getState().authority).toBe('mobile');
    await act(() => vi.advanceTimersByTimeAsync(SECOND));
    vi.useRealTimers();
    await waitFor(() => expect(useAuthStore.getState().authority).toBe(''));
    unmount();
  });
});
