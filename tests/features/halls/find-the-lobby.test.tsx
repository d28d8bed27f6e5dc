import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { halls, windows } from '@/mocks/db/tables';
import { grow } from '@/mocks/grow';
import { emulatorTestApi } from '@/mocks/test-api';
import { server } from '../../setup';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { setNow, setWaiting } from './crowding';

const ROUTE = '/findTheLobby?fixedArea=120100&rootArea=120000&sys=home';
const cityHalls = () => halls.filter((h) => h.areaCode.startsWith('1201'));
/** The hall names the page lists, in its order. */
const listed = () =>
  cityHalls()
    .map((h) => h.name)
    .filter((n) => screen.queryByText(n))
    .sort((a, b) => (document.body.textContent ?? '').indexOf(a) - (document.body.textContent ?? '').indexOf(b));

describe('找大厅', () => {
  it('orders by live busy level when 人少优先 is chosen, and back by distance', async () => {
    setNow('2026-11-24T10:30:00');
    const all = halls.filter((h) => h.areaCode.startsWith('1201'));
    // The nearest hall the busiest (every window paused with people waiting), a farther one
    // idle (nobody waiting), the others in between: the two orders must differ.
    const [first, second] = all;
    for (const h of all) setWaiting(h.id, 4);
    for (const w of windows.filter((x) => x.hallId === first.id)) windows.update(w.id, { status: 'paused' });
    setWaiting(first.id, 0, 3);
    setWaiting(second.id, 0);
    // The listed hall names in the order the page shows them.
    const names = () => {
      const text = document.body.textContent ?? '';
      return all
        .map((h) => h.name)
        .filter((n) => text.includes(n))
        .sort((a, b) => text.indexOf(a) - text.indexOf(b));
    };
    renderApp('/findTheLobby?fixedArea=120100&rootArea=120000&sys=home');
    await screen.findAllByText(/政务服务中心/);
    const byDistance = names();
    await userEvent.click(screen.getByText('人少优先'));
    await waitFor(() => expect(names()[0]).toBe(second.name));
    expect(names().at(-1)).toBe(first.name);
    expect(names()).not.toEqual(byDistance);
    await userEvent.click(screen.getByText('距离最近'));
    await waitFor(() => expect(names()).toEqual(byDistance));
  });
});

// Issue 34 item 4: a distance says where it is from; the user's position only when already shared.
describe('找大厅: distances', () => {
  const stubLocation = (state: PermissionState) => {
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: () => Promise.resolve({ state }) },
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 39.125, longitude: 117.19, accuracy: 30 }, timestamp: Date.now() } as GeolocationPosition),
      },
    });
  };
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'permissions');
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('are from the area’s centre, and say so, when the location is not shared; nothing asks for it', async () => {
    stubLocation('prompt');
    renderApp(ROUTE);
    await waitFor(() => expect(screen.getAllByText(/^距区域中心[\d.]+(米|公里)$/)).toHaveLength(cityHalls().length));
    expect(screen.queryByText(/^距您/)).not.toBeInTheDocument();
  });

  it('are from the user when the location was already shared', async () => {
    stubLocation('granted');
    renderApp(ROUTE);
    await waitFor(() => expect(screen.getAllByText(/^距您[\d.]+(米|公里)$/)).toHaveLength(cityHalls().length));
    expect(screen.queryByText(/^距区域中心/)).not.toBeInTheDocument();
  });
});

describe('找大厅: filters, empty and error states', () => {
  afterEach(() => emulatorTestApi.clearFaults());

  it('a district shows its halls only; a keyword narrows by name or address; none found says so', async () => {
    const user = userEvent.setup();
    renderApp(ROUTE);
    await waitFor(() => expect(listed()).toHaveLength(cityHalls().length));
    await user.click(within(await screen.findByRole('group', { name: '按区县筛选' })).getByRole('button', { name: '河西区' }));
    const hexi = cityHalls().filter((h) => h.areaCode === '120103');
    await waitFor(() => expect(listed().sort()).toEqual(hexi.map((h) => h.name).sort()));
    expect(within(screen.getByRole('group', { name: '按区县筛选' })).getByRole('button', { name: '河西区' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(screen.getByRole('group', { name: '按区县筛选' })).getByRole('button', { name: '全部' }));
    await waitFor(() => expect(listed()).toHaveLength(cityHalls().length));

    const target = cityHalls().find((h) => h.areaCode === '120105')!;
    const street = target.address.replace(/^天津市/, '').slice(0, 6);
    await user.type(screen.getByPlaceholderText('搜索大厅名称或地址'), street);
    await waitFor(() => expect(listed()).toContain(target.name));
    expect(listed().length).toBeLessThan(cityHalls().length);
    await user.clear(screen.getByPlaceholderText('搜索大厅名称或地址'));
    await user.type(screen.getByPlaceholderText('搜索大厅名称或地址'), '月球');
    expect(await screen.findByText('没有找到符合条件的大厅')).toBeInTheDocument();
  });

  it('a row opens the hall’s introduction', async () => {
    const user = userEvent.setup();
    renderApp(ROUTE);
    const first = cityHalls()[0];
    await user.click(await screen.findByText(first.name));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/lntroductionhall\?/));
    expect(currentQuery().get('hallId')).toBe(first.id);
    expect(await screen.findByRole('heading', { name: '无障碍设施' })).toBeInTheDocument();
  });

  it('a failed load offers a retry that works', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/hall/anon/list' });
    renderApp(ROUTE);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(listed()).toHaveLength(cityHalls().length));
  });
});

describe('就近办', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

  it('asks for a matter, then lists the halls handling it, with links to its guide, the route and a ticket', async () => {
    setNow('2026-11-24T10:30:00');
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          setTimeout(
            () => ok({ coords: { latitude: 39.125, longitude: 117.19, accuracy: 30 }, timestamp: Date.now() } as GeolocationPosition),
            5,
          ),
      },
    });
    const user = userEvent.setup();
    renderApp('/nearbyHandle?fixedArea=120100&rootArea=120000');
    expect(await screen.findByText('请选择或输入要办理的事项')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: '常办事项' })).getByRole('button', { name: '社会保障卡' }));
    const list = await screen.findByRole('list', { name: '可办理的大厅' });
    expect(await screen.findByText('已按离您的距离排序')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByText(/距您/).length).toBeGreaterThan(0));
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(within(items[0]).getByText(/^可办：.*社会保障卡/)).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: '在线取号' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: '到这里去' })).toBeInTheDocument();
    expect(currentQuery().get('matter')).toBe('社会保障卡');

    await user.type(
      within(screen.getByRole('search', { name: '要办理的事项' })).getByRole('searchbox'),
      '{Control>}a{/Control}登月许可{Enter}',
    );
    expect(await screen.findByText('没有找到可办理“登月许可”的大厅')).toBeInTheDocument();
  });
});

// Issue 37 item 4: a city of 300 halls is not drawn at once (docs/performance.md, "Growth to ten times the data").
describe('找大厅: ten times the halls', () => {
  const rows = () => document.querySelectorAll('main .adm-list-item');

  it('draws the first 30 in the page’s order, and 30 more at each 显示更多大厅', async () => {
    grow({ halls: 300 });
    renderApp(ROUTE);
    const more = await screen.findByRole('button', { name: '显示更多大厅（已显示30/300个）' });
    expect(rows()).toHaveLength(30);
    const first = [...rows()].map((r) => r.textContent);
    await userEvent.click(more);
    await screen.findByRole('button', { name: '显示更多大厅（已显示60/300个）' });
    expect(rows()).toHaveLength(60);
    // The rows already shown stay where they were; the next ones come after them.
    expect([...rows()].slice(0, 30).map((r) => r.textContent)).toEqual(first);
  });

  it('today’s city (27 halls) is drawn whole, without the button', async () => {
    renderApp(ROUTE);
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
    expect(screen.queryByRole('button', { name: /显示更多大厅/ })).not.toBeInTheDocument();
  });
});

// The district tabs come from two calls (the area's level, then its districts): the list below
// them waited for neither and was pushed a third of a screen down when they came (a layout shift
// Lighthouse scored 0.43). The list now waits for the tabs.
describe('找大厅: the list does not move under the district tabs', () => {
  it('shows the halls only once the tabs above them are there', async () => {
    let answered = false;
    server.use(
      http.get('*/area/sysArea/anon/subRegion', async () => {
        await delay(400);
        answered = true;
        return undefined;
      }),
    );
    renderApp(ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: '找大厅' })).toBeInTheDocument();
    const firstHall = cityHalls()[0].name;
    await screen.findByText(firstHall, undefined, { timeout: 5000 });
    expect(answered).toBe(true);
    expect(screen.getByRole('group', { name: '按区县筛选' })).toBeInTheDocument();
  });
});
