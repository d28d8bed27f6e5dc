import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { departments, halls, windows } from '@/mocks/db/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { setNow, setWaiting } from './crowding';

const HALL = 'H1201010';
const hall = () => halls.get(HALL)!;

/** The page body (the page shell's content), to look inside it only. */
const body = () => screen.getByTestId('page-body');

describe('大厅门户', () => {
  it('shows the hall, its live queues, departments, matters and notices, and leads to its plan', async () => {
    setNow('2026-11-24T10:30:00');
    setWaiting(HALL, 4);
    renderApp(`/hallIntroPortal?hallId=${HALL}`);
    expect(await screen.findByRole('heading', { level: 2, name: hall().name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '排队情况' })).toBeInTheDocument();
    // The queues as 窗口实况 shows them, without the estimate: 4 people per open window here.
    const queues = screen.getByRole('table');
    expect(
      within(queues)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['队列', '等候人数', '最近叫号']);
    const open = windows.filter((w) => w.hallId === HALL && w.status === 'open' && w.kind === 'comprehensive').length;
    expect(within(queues).getAllByRole('row')[1]).toHaveTextContent(`${open * 4}人`);
    expect(screen.getByRole('heading', { name: '进驻部门' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^可办事项（\d+项）$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '通知公告' })).toBeInTheDocument();
    // A department of the hall is listed and leads to its page.
    const dept = departments.find((d) => d.hallId === HALL)!;
    expect(screen.getAllByText(dept.name).length).toBeGreaterThan(0);
    const services = screen.getByRole('navigation', { name: '大厅服务' });
    await userEvent.click(within(services).getByRole('link', { name: '大厅平面图' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/hallInnerMap\?/));
    expect(currentQuery().get('hallId')).toBe(HALL);
  });

  it('an unknown hall says 未找到该大厅', async () => {
    renderApp('/hallIntroPortal?hallId=H9999999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('未找到该大厅')).toBeInTheDocument();
  });

  it('a failed load offers a retry that works', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/hall/anon/portal' });
    renderApp(`/hallIntroPortal?hallId=${HALL}`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: hall().name })).toBeInTheDocument();
  });
});

describe('大厅平面图', () => {
  it('lists every window of the floor as a button; one opens its matters and its queue, and closes', async () => {
    setNow('2026-11-24T10:30:00');
    setWaiting(HALL, 3);
    renderApp(`/hallInnerMap?hallId=${HALL}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${hall().name}平面图` })).toBeInTheDocument();
    const floors = screen.getByRole('group', { name: '选择楼层' });
    expect(within(floors).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true');
    const a01 = windows.find((w) => w.hallId === HALL && w.number === 'A01')!;
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^A01 ${a01.name}`) }));
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByRole('heading', { name: `A01 ${a01.name}` })).toBeInTheDocument();
    expect(within(sheet).getByText(/队列：\d+人等候，预计\d+-\d+分钟/)).toBeInTheDocument();
    const matters = within(sheet).getByRole('heading', { name: /^可办理事项（\d+项）$/ });
    const count = Number(/（(\d+)项）/.exec(matters.textContent ?? '')![1]);
    expect(count).toBeGreaterThan(0);
    expect(within(sheet).getByRole('link', { name: '在线取号' })).toBeInTheDocument();
    // antd-mobile's popup is inert (pointer-events: none) while its opening animation runs, which
    // jsdom never finishes: the close button is reached as a keyboard user does.
    within(sheet).getByRole('button', { name: '关闭' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: `A01 ${a01.name}` })).not.toBeInTheDocument());
  });

  it('a second floor shows its own windows', async () => {
    const twoFloors = halls.find((h) => h.floors >= 2 && windows.filter((w) => w.hallId === h.id && w.kind === 'department').length > 0)!;
    renderApp(`/hallInnerMap?hallId=${twoFloors.id}`);
    const floors = await screen.findByRole('group', { name: '选择楼层' });
    const [first, second] = within(floors).getAllByRole('button');
    const firstTitle = `${first.textContent}窗口`;
    expect(screen.getByRole('heading', { name: firstTitle })).toBeInTheDocument();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: `${second.textContent}窗口` })).toBeInTheDocument();
    const dept = windows.find((w) => w.hallId === twoFloors.id && w.kind === 'department')!;
    expect(screen.getByRole('button', { name: new RegExp(`^${dept.number} ${dept.name}`) })).toBeInTheDocument();
  });

  it('without a hall it says the address is incomplete', async () => {
    renderApp('/hallInnerMap');
    expect(await screen.findByText('页面地址不完整')).toBeInTheDocument();
  });
});

describe('部门信息', () => {
  it('shows the duties, phone, live windows and matters of the department', async () => {
    const dept = departments.find((d) => d.hallId === HALL && windows.find((w) => w.departmentId === d.id) !== undefined)!;
    renderApp(`/departInfo?departId=${dept.id}`);
    expect(await screen.findByRole('heading', { name: dept.name })).toBeInTheDocument();
    expect(screen.getByText(`职责：${dept.duty}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: dept.phone })).toHaveAttribute('href', `tel:${dept.phone}`);
    expect(screen.getByRole('link', { name: hall().name })).toBeInTheDocument();
    const win = windows.find((w) => w.departmentId === dept.id)!;
    const link = screen.getByRole('link', { name: `${win.number} ${win.name}` });
    await userEvent.click(link);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/hallInnerMap\?/));
    expect(currentQuery().get('windowId')).toBe(win.id);
    // The plan opens with that window's sheet.
    expect(
      await within(await screen.findByRole('dialog')).findByRole('heading', { name: `${win.number} ${win.name}` }),
    ).toBeInTheDocument();
  });

  it('an unknown department says 未找到该部门; none given says the address is incomplete', async () => {
    const first = renderApp('/departInfo?departId=D404');
    expect(within(await screen.findByRole('alert')).getByText('未找到该部门')).toBeInTheDocument();
    first.unmount();
    renderApp('/departInfo');
    expect(await screen.findByText('页面地址不完整')).toBeInTheDocument();
  });
});

describe('窗口实况', () => {
  it('without a hall, asks which; then shows queues and windows of that hall', async () => {
    setNow('2026-11-24T10:30:00');
    setWaiting(HALL, 2);
    renderApp('/windowActual?fixedArea=120101&rootArea=120000');
    expect(await screen.findByText('选择要查看的大厅')).toBeInTheDocument();
    await userEvent.click(await screen.findByText(hall().name));
    await waitFor(() => expect(currentQuery().get('hallId')).toBe(HALL));
    expect(await screen.findByRole('heading', { name: '排队情况' })).toBeInTheDocument();
    expect(screen.getByTestId('wa-status')).toHaveTextContent(/\d+个窗口办理中，\d+人等候/);
    const tables = screen.getAllByRole('table');
    expect(
      within(tables[0])
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['队列', '等候人数', '最近叫号', '预计等待']);
    const open = windows.filter((w) => w.hallId === HALL);
    expect(within(tables[1]).getAllByRole('row')).toHaveLength(open.length + 1);
    expect(screen.getByText(/^更新于 \d\d:\d\d，每15秒自动刷新$/)).toBeInTheDocument();
  });

  it('outside opening hours it says so', async () => {
    setNow('2026-11-24T22:00:00');
    renderApp(`/windowActual?hallId=${HALL}`);
    expect(await screen.findByTestId('wa-status')).toHaveTextContent(/^当前不在办公时间/);
  });

  it('a failed load offers a retry that works', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/hall/anon/windowActual' });
    renderApp(`/windowActual?hallId=${HALL}`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('wa-status')).toBeInTheDocument();
  });
});

describe('数据统计', () => {
  it('shows 14 days in a table beside the charts, and 8 weeks on 近8周', async () => {
    setNow('2026-11-24T10:30:00');
    renderApp(`/dataStatistics?hallId=${HALL}`);
    expect(await screen.findByRole('heading', { name: `${hall().name} · 取号人次` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '平均等待时间' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '平均评分' })).toBeInTheDocument();
    const period = screen.getByRole('group', { name: '统计周期' });
    expect(within(period).getByRole('button', { name: '近14天' })).toHaveAttribute('aria-pressed', 'true');
    const detail = () => screen.getAllByRole('table').at(-1)!;
    expect(within(detail()).getByRole('columnheader', { name: '日期' })).toBeInTheDocument();
    expect(within(detail()).getAllByRole('row')).toHaveLength(15);
    await userEvent.click(within(period).getByRole('button', { name: '近8周' }));
    await waitFor(() => expect(within(detail()).getByRole('columnheader', { name: '周' })).toBeInTheDocument());
    expect(within(detail()).getAllByRole('row')).toHaveLength(9);
  });

  it('a failed load offers a retry that works', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/hall/anon/statistics' });
    renderApp(`/dataStatistics?hallId=${HALL}`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '平均评分' })).toBeInTheDocument();
    expect(within(body()).queryByText('加载失败')).not.toBeInTheDocument();
  });
});

describe('loading states', () => {
  it.each([
    ['大厅门户', `/hallIntroPortal?hallId=${HALL}`, '/hall/anon/portal', '排队情况'],
    ['大厅平面图', `/hallInnerMap?hallId=${HALL}`, '/hall/anon/floorPlan', '本层区域：'],
    ['窗口实况', `/windowActual?hallId=${HALL}`, '/hall/anon/windowActual', '排队情况'],
    ['数据统计', `/dataStatistics?hallId=${HALL}`, '/hall/anon/statistics', '明细数据'],
    ['咨询电话', '/phoneTable?fixedArea=120101&rootArea=120000', '/hall/anon/phones', '政务服务便民热线：'],
    ['服务之星', '/serviceStar?fixedArea=120101&rootArea=120000', '/hall/anon/staffStars', '次表扬'],
  ])('%s says it is loading while the emulator answers slowly, then shows the answer', async (_page, route, match, shown) => {
    emulatorTestApi.setFaults({ latency: 800, match });
    renderApp(route);
    expect(await screen.findByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryAllByText(shown, { exact: false })).toHaveLength(0);
    expect((await screen.findAllByText(shown, { exact: false })).length).toBeGreaterThan(0);
    expect(within(body()).queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
  });
});
