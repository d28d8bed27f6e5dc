import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkLine } from '@/components/network-line';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { LoadingState, WaitingPage } from '@/components/states';
import { createQueryClient, forgetQueries, KEPT_OFFLINE } from '@/app/providers';
import { startAuth } from '@/app/auth-setup';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { PROBE_FIRST_MS, whenOnline } from '@/lib/network/online';
import { ticketKey } from '@/features/queue/api/get-ticket';
import { myTicketsKey } from '@/features/queue/api/my-tickets';
import { reservationKey } from '@/features/queue/api/get-reserve';
import { reservationsKey } from '@/features/queue/api/search-reservations';
import { certificateKey } from '@/features/profile/api/get-certificate';
import { certificatesKey } from '@/features/profile/api/get-certificates';

const goOffline = () => act(() => onlineManager.setOnline(false));
const goOnline = () => act(() => onlineManager.setOnline(true));

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.useRealTimers();
});

describe('the network line under the title bar', () => {
  it('says nothing online, says offline and what still works, then 网络已恢复 for 3 s', () => {
    vi.useFakeTimers();
    render(<NetworkLine />);
    const line = screen.getByRole('status');
    expect(line).toBeEmptyDOMElement();
    goOffline();
    expect(line).toHaveTextContent('网络已断开，已打开过的页面和您的取号、预约、证照仍可查看，连网后自动刷新');
    goOnline();
    expect(line).toHaveTextContent('网络已恢复');
    act(() => vi.advanceTimersByTime(2999));
    expect(line).toHaveTextContent('网络已恢复');
    act(() => vi.advanceTimersByTime(1));
    expect(line).toBeEmptyDOMElement();
  });

  it('says nothing about a return when the network never went', () => {
    render(<NetworkLine />);
    goOnline();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

/**
 * A page whose code fails to load (until `loads()` is called), under the page boundary with a
 * stand-in reload; returns what a test watches.
 */
function pageWhoseCodeFails() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const reloadPage = vi.fn();
  let fail = true;
  function Page() {
    if (fail) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/x.js');
    return <p>页面内容</p>;
  }
  render(
    <MemoryRouter>
      <RouteErrorBoundary reloadPage={reloadPage}>
        <Page />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
  return { reloadPage, loads: () => (fail = false) };
}

describe('a page that cannot load offline', () => {
  it('says 网络未连接 instead of a skeleton, with the pages still readable, and loads when the network is back', () => {
    render(
      <MemoryRouter>
        <LoadingState />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    goOffline();
    expect(screen.queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
    expect(screen.getByText('网络未连接')).toBeInTheDocument();
    expect(screen.getByText('请检查网络设置，连网后本页会自动加载')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的取号' })).toHaveAttribute('href', expect.stringContaining('/myNewNumber?'));
    expect(screen.getByRole('link', { name: '我的预约' })).toHaveAttribute('href', expect.stringContaining('/historical?tab=reservation'));
    expect(screen.getByRole('link', { name: '电子证照' })).toHaveAttribute('href', expect.stringMatching(/^\/certificate(\?|$)/));
    goOnline();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
  });

  it('a page whose code waits offline keeps its title and line: back online, the same line says 网络已恢复 over the skeleton while the code comes', () => {
    goOffline();
    render(
      <MemoryRouter>
        <WaitingPage title="我的办件" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '我的办件' })).toBeInTheDocument();
    const line = screen.getAllByRole('status')[0];
    expect(line).toHaveTextContent('网络已断开');
    expect(screen.getByText('网络未连接')).toBeInTheDocument();
    goOnline();
    // The same live region, so a screen reader hears the change.
    expect(screen.getAllByRole('status')[0]).toBe(line);
    expect(line).toHaveTextContent('网络已恢复');
    expect(screen.queryByText('网络未连接')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
  });

  it('a page whose code did not come offline says so, and reloads once the network is back (a failed import is kept by the browser)', () => {
    goOffline();
    const { reloadPage } = pageWhoseCodeFails();
    expect(screen.getByText('网络未连接')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的取号' })).toBeInTheDocument();
    expect(screen.queryByText('页面加载失败，请检查网络后重试')).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    goOnline();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("at the app's root (outside the router) it says so too, without links", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reloadPage = vi.fn();
    function Start(): never {
      throw new Error('Unable to preload CSS for http://127.0.0.1/assets/auth-setup.css');
    }
    goOffline();
    render(
      <RouteErrorBoundary scope="app" reloadPage={reloadPage}>
        <Start />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '一窗受理' })).toBeInTheDocument();
    expect(screen.getByText('网络未连接')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    goOnline();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('online, a page whose code failed keeps the error; its retry renders again, never a reload', async () => {
    const { reloadPage, loads } = pageWhoseCodeFails();
    expect(screen.getByText('页面加载失败，请检查网络后重试')).toBeInTheDocument();
    loads();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('what stays readable offline', () => {
  it("numbers, bookings and certificates seen are kept a day, not 5 minutes; others keep TanStack's 5", () => {
    const client = createQueryClient();
    const kept = [
      ticketKey('T1'),
      myTicketsKey('live'),
      reservationKey('R1'),
      reservationsKey('all'),
      certificateKey('C1'),
      certificatesKey,
    ];
    for (const key of kept) expect(client.getQueryDefaults(key).gcTime).toBe(24 * 60 * 60 * 1000);
    expect(client.getQueryDefaults(['halls', 'list']).gcTime).toBeUndefined();
    expect(KEPT_OFFLINE).toHaveLength(6);
  });

  it('a logout forgets every kept answer', () => {
    const client = createQueryClient();
    client.setQueryData(ticketKey('T1'), { id: 'T1' });
    forgetQueries();
    expect(client.getQueryData(ticketKey('T1'))).toBeUndefined();
  });

  it('a page on screen while the answers are forgotten is asked again, never left on its skeleton', async () => {
    const client = createQueryClient();
    const answers: ((v: string) => void)[] = [];
    const asked = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
    function Page() {
      const q = useQuery({ queryKey: ['queue', 'dates', 'H1'], queryFn: asked });
      return <p>{q.data ?? '加载中'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    client.setQueryData(ticketKey('T1'), { id: 'T1' });
    act(() => forgetQueries());
    // The kept answer no page shows is gone; the page's own is asked again.
    expect(client.getQueryData(ticketKey('T1'))).toBeUndefined();
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    act(() => answers.forEach((answer) => answer('12月1日可约')));
    expect(await screen.findByText('12月1日可约')).toBeInTheDocument();
  });

  it('a start clearing the store to run again is no logout: the answers of the page on screen stay', async () => {
    const client = createQueryClient();
    client.setQueryData(ticketKey('T1'), { id: 'T1' });
    act(() => useAuthStore.getState().setAuthority('mobile'));
    const start = startAuth();
    expect(client.getQueryData(ticketKey('T1'))).toEqual({ id: 'T1' });
    await start;
    // A logout (the authority ended outside a start) still forgets them.
    act(() => useAuthStore.getState().setAuthority('mobile'));
    act(() => useAuthStore.getState().setAuthority(''));
    expect(client.getQueryData(ticketKey('T1'))).toBeUndefined();
  });

  it('a submit offline is sent at once (to fail with its message), never held until the network is back', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.networkMode).toBe('always');
  });
});

describe('code waits for a network that answers', () => {
  it('two callers that probe differently each have their own probe asked (none is ignored)', async () => {
    vi.useFakeTimers();
    goOffline();
    const first = vi.fn(() => Promise.resolve(true));
    const second = vi.fn(() => Promise.resolve(true));
    const done: string[] = [];
    void whenOnline(first).then(() => done.push('first'));
    void whenOnline(second).then(() => done.push('second'));
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(done.sort()).toEqual(['first', 'second']);
  });

  it('online from the start: at once, nothing probed', async () => {
    await whenOnline(() => Promise.resolve(true));
    const probe = vi.fn(() => Promise.resolve(true));
    await whenOnline(probe);
    expect(probe).not.toHaveBeenCalled();
  });

  it("after an offline spell: not at the browser's online event, but once the server answers (probed again with back-off)", async () => {
    vi.useFakeTimers();
    goOffline();
    let up = false;
    const probe = vi.fn(() => Promise.resolve(up));
    let done = false;
    void whenOnline(probe).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).not.toHaveBeenCalled();
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    // The first requests after the event still fail (the radio is joining): nothing loads yet.
    expect(probe).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(done).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_MS * 2);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(done).toBe(true);
    // Proven: the next load goes at once.
    const later = vi.fn(() => Promise.resolve(true));
    await whenOnline(later);
    expect(later).not.toHaveBeenCalled();
  });
});
