import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { toast, confirm } from '@/lib/feedback/feedback';
import { countRequests } from '../utils/requests';
import { currentQuery, currentRoute, renderApp } from '../utils/render-app';

function path(): string {
  return currentRoute().split('?')[0];
}

describe('system switching', () => {
  it('sends / to home by default, with the area parameters', async () => {
    renderApp('/');
    await waitFor(() => expect(path()).toBe('/home'));
    expect(Object.fromEntries(currentQuery())).toEqual({ fixedArea: '120100', rootArea: '120000', sys: 'home' });
    expect(await screen.findByText('便民服务')).toBeInTheDocument();
  });

  it('remembers governmentMap and sends / there next time', async () => {
    renderApp('/governmentMap');
    await waitFor(() => expect(currentQuery().get('sys')).toBe('governmentMap'));
    await waitFor(() => expect(window.localStorage.getItem('ow.system')).toBe('governmentMap'));
    act(() => {
      window.location.hash = '#/';
    });
    await waitFor(() => expect(path()).toBe('/governmentMap'));
  });

  it('switches back to home when /home is opened', async () => {
    window.localStorage.setItem('ow.system', 'governmentMap');
    renderApp('/home');
    await waitFor(() => expect(window.localStorage.getItem('ow.system')).toBe('home'));
    expect(currentQuery().get('sys')).toBe('home');
  });

  it('/debug turns the debug console on for the session and lands on the remembered system', async () => {
    window.localStorage.setItem('ow.system', 'governmentMap');
    renderApp('/debug');
    await waitFor(() => expect(path()).toBe('/governmentMap'));
    // The console's code is its own chunk: the switch is kept once it has loaded.
    await waitFor(() => expect(window.sessionStorage.getItem('ow.debug')).toBe('1'));
  });

  it('/debug?off=1 turns it off and leaves none of its storage keys behind', async () => {
    window.sessionStorage.setItem('ow.debug', '1');
    window.localStorage.setItem('vConsole_switch_x', '20');
    window.localStorage.setItem('vConsole_switch_y', '40');
    window.localStorage.setItem('accountMobile', '13800138000');
    renderApp('/debug?off=1');
    await waitFor(() => expect(window.localStorage.getItem('vConsole_switch_x')).toBeNull());
    expect(window.localStorage.getItem('vConsole_switch_y')).toBeNull();
    expect(window.sessionStorage.getItem('ow.debug')).toBeNull();
    // The contract's keys stay.
    expect(window.localStorage.getItem('accountMobile')).toBe('13800138000');
    window.localStorage.removeItem('accountMobile');
  });
});

describe('area parameters', () => {
  it('completes a bare link with the stored area and maps 120200 to 120100', async () => {
    renderApp('/findTheLobby?fixedArea=120200&rootArea=120000');
    await waitFor(() => expect(currentQuery().get('fixedArea')).toBe('120100'));
    expect(currentQuery().get('sys')).toBe('home');
    expect(path()).toBe('/findTheLobby');
  });

  it('keeps a chosen district through links, programmatic navigation and Back', async () => {
    const user = userEvent.setup();
    renderApp('/home?fixedArea=120101&rootArea=120000&sys=home');
    const entry = await screen.findByRole('link', { name: /找大厅/ });
    expect(entry.getAttribute('href')).toContain('fixedArea=120101');
    await user.click(entry);
    await waitFor(() => expect(path()).toBe('/findTheLobby'));
    expect(currentQuery().get('fixedArea')).toBe('120101');
    expect(currentQuery().get('rootArea')).toBe('120000');
    expect(currentQuery().get('sys')).toBe('home');
    // A link to / still carries the area when the router sends it on.
    act(() => {
      window.location.hash = '#/';
    });
    await waitFor(() => expect(path()).toBe('/home'));
    expect(currentQuery().get('fixedArea')).toBe('120101');
  });

  it('keeps the area on the guard redirect to /login', async () => {
    renderApp('/myInfo?fixedArea=120101&rootArea=120000&sys=home');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(currentQuery().get('fixedArea')).toBe('120101');
    expect(currentQuery().get('redirect')).toContain('/myInfo');
  });

  it('refuses an area outside the root area with a clear message', async () => {
    renderApp('/home?fixedArea=110101&rootArea=120000&sys=home');
    expect(await screen.findByText('区域不在服务范围内')).toBeInTheDocument();
    expect(screen.queryByText('便民服务')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown route', async () => {
    renderApp('/noSuchPage?fixedArea=120100&rootArea=120000&sys=home');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });
});

describe('keep-alive', () => {
  it('keeps findTheLobby typed text and loaded data, without re-mounting or re-fetching', async () => {
    const user = userEvent.setup();
    renderApp('/findTheLobby?fixedArea=120100&rootArea=120000&sys=home');
    const search = await screen.findByPlaceholderText('搜索大厅名称或地址');
    await screen.findAllByText(/政务服务中心/);
    await user.type(search, '和平');
    const halls = countRequests('/hall');
    // Leave for a page that is not kept alive, then come back.
    act(() => {
      window.location.hash = '#/home?fixedArea=120100&rootArea=120000&sys=home';
    });
    await screen.findByText('便民服务');
    act(() => {
      window.location.hash = '#/findTheLobby?fixedArea=120100&rootArea=120000&sys=home';
    });
    await waitFor(() => expect(screen.getByPlaceholderText('搜索大厅名称或地址')).toBeVisible());
    // The very same input element, still holding the text: nothing was re-mounted.
    expect(screen.getByPlaceholderText('搜索大厅名称或地址')).toBe(search);
    expect(search).toHaveValue('和平');
    expect(halls.get()).toBe(0);
    halls.stop();
  });

  it('unmounts pages that are not kept alive', async () => {
    renderApp('/home?fixedArea=120100&rootArea=120000&sys=home');
    await screen.findByText('便民服务');
    act(() => {
      window.location.hash = '#/findTheLobby?fixedArea=120100&rootArea=120000&sys=home';
    });
    await screen.findByPlaceholderText('搜索大厅名称或地址');
    expect(screen.queryByText('便民服务')).not.toBeInTheDocument();
  });

  it('hides a kept-alive page while another page shows', async () => {
    renderApp('/findTheLobby?fixedArea=120100&rootArea=120000&sys=home');
    const search = await screen.findByPlaceholderText('搜索大厅名称或地址');
    act(() => {
      window.location.hash = '#/home?fixedArea=120100&rootArea=120000&sys=home';
    });
    await screen.findByText('便民服务');
    expect(search).toBeInTheDocument();
    expect(search).not.toBeVisible();
  });
});

describe('automated browsers', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'webdriver');
  });

  it('shows the not-found page to an automated browser without the test flag', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    renderApp('/home?fixedArea=120100&rootArea=120000&sys=home');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.queryByText('便民服务')).not.toBeInTheDocument();
  });

  it('shows the app to an automated browser with the test flag', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    window.localStorage.setItem('ow.e2e', '1');
    renderApp('/home?fixedArea=120100&rootArea=120000&sys=home');
    expect(await screen.findByText('便民服务')).toBeInTheDocument();
  });
});

describe('shell pieces', () => {
  it('shows the full-width maintenance picture when maintenance is on', async () => {
    render(<App maintenance />);
    expect(await screen.findByRole('img', { name: '系统维护中，请稍后访问' })).toBeInTheDocument();
    expect(screen.queryByText('便民服务')).not.toBeInTheDocument();
  });

  it('really shows a toast (antd-mobile rendered through React 19)', async () => {
    toast.info('已保存草稿');
    expect(await screen.findByText('已保存草稿')).toBeInTheDocument();
  });

  it('asks before a destructive action and resolves with the answer', async () => {
    // The dialog ignores taps while it animates in; a person waits for it, the test need not.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const answer = confirm({ title: '删除地址', content: '确定删除这个地址吗？', danger: true, confirmText: '删除' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除这个地址吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(answer).resolves.toBe(true);
  });

  it('catches a page error and retries it', async () => {
    const user = userEvent.setup();
    let fail = true;
    function Flaky() {
      const [n] = useState(() => (fail ? NaN : 1));
      if (Number.isNaN(n)) throw new Error('boom');
      return <p>页面内容</p>;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <RouteErrorBoundary>
          <Flaky />
        </RouteErrorBoundary>,
      );
      expect(await screen.findByText('页面出错了，请重试')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: /重\s*试/ }));
      expect(await screen.findByText('页面内容')).toBeInTheDocument();
    } finally {
      console.error = quiet;
    }
  });
});

describe('choosing an area', () => {
  it('cityChoose makes the chosen district the fixed area, remembers it and goes back to the system', async () => {
    renderApp('/cityChoose?fixedArea=120100&rootArea=120000&sys=home');
    await userEvent.click(await screen.findByText('河西区'));
    await waitFor(() => expect(path()).toBe('/home'));
    expect(currentQuery().get('fixedArea')).toBe('120103');
    expect(JSON.parse(window.localStorage.getItem('ow.area')!)).toMatchObject({ fixedArea: '120103', rootArea: '120000' });
    await waitFor(() => expect(screen.getByRole('link', { name: '切换区域' })).toHaveTextContent('河西区'));
  });
});

describe('unknown area', () => {
  it('says so when the fixed area is inside the root but unknown', async () => {
    renderApp('/home?fixedArea=120199&rootArea=120000&sys=home');
    expect(await screen.findByText('未找到该区域信息')).toBeInTheDocument();
    // One message for the page, not one per section.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('便民服务')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '切换区域' }).getAttribute('href')).toContain('/cityChoose?');
  });
});

describe('kept-alive pages in the background', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('findTheLobby refreshes busy levels every minute while shown, and not while hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/findTheLobby?fixedArea=120100&rootArea=120000&sys=home');
    await screen.findAllByText(/政务服务中心/);
    const halls = countRequests('/hall/anon/list');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    await waitFor(() => expect(halls.get()).toBe(1));
    act(() => {
      window.location.hash = '#/home?fixedArea=120100&rootArea=120000&sys=home';
    });
    await screen.findByText('便民服务');
    const before = halls.get();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5 * 61_000);
    });
    expect(halls.get()).toBe(before);
    halls.stop();
  });
});
