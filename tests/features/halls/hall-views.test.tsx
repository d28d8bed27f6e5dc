import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBridgeSdk } from '@/lib/bridge/sdk';
import type { WxSdk } from '@/lib/bridge/wx-types';
import { mapApps } from '@/features/halls/map-links';
import { halls, matters, windows } from '@/mocks/db/tables';
import { floorPlan } from '@/mocks/features/halls/details';
import { doorplates, hallPhotos } from '@/mocks/features/halls/tables';
import { oneThings } from '@/mocks/features/matters/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';

const HALL = 'H1201010';
const AREA = '120101';
const hall = () => halls.get(HALL)!;
const body = () => screen.getByTestId('page-body');
const photosOf = (id: string) => hallPhotos.filter((p) => p.hallId === id).sort((a, b) => a.order - b.order);

/** A failed load shows 加载失败 in the page; 重试 after the emulator recovers shows `then`. */
async function failsThenRetries(route: string, match: string, then: () => Promise<unknown>) {
  emulatorTestApi.setFaults({ error: 1, match });
  renderApp(route);
  expect(await within(body()).findByText('加载失败')).toBeInTheDocument();
  expect(within(body()).getByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
  emulatorTestApi.clearFaults();
  await userEvent.click(within(body()).getByRole('button', { name: '重试' }));
  await then();
  expect(within(body()).queryByText('加载失败')).not.toBeInTheDocument();
}

/** While the emulator answers slowly the page says it is loading, and not what is coming. */
async function loadsSlowly(route: string, match: string, shown: RegExp | string) {
  emulatorTestApi.setFaults({ latency: 800, match });
  renderApp(route);
  expect(await within(body()).findByRole('status', { name: '加载中' })).toBeInTheDocument();
  expect(within(body()).queryAllByText(shown)).toHaveLength(0);
  expect((await within(body()).findAllByText(shown)).length).toBeGreaterThan(0);
  expect(within(body()).queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
}

describe('大厅图片', () => {
  it('shows every photo the hall published as a button; one opens the viewer there, the bar steps and closes back to it', async () => {
    const photos = photosOf(HALL);
    expect(photos.length).toBeGreaterThanOrEqual(4);
    renderApp(`/hallimgmore?hallId=${HALL}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${hall().name}图片` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `${hall().name}（${photos.length}张）` })).toBeInTheDocument();
    const thumbs = within(body()).getAllByRole('button', { name: /^查看大图：/ });
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(photos.map((p) => `查看大图：${p.title}`));

    // The third photo: the viewer opens at it (not at the first, nor where it was last left).
    await userEvent.click(thumbs[2]);
    const bar = await screen.findByRole('dialog', { name: '查看大厅图片' });
    expect(within(bar).getByText(`第3/${photos.length}张：${photos[2].title}`)).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '关闭' })).toHaveFocus();
    // antd-mobile's viewer mounts its layer after the bar (its own portal, on the next commit).
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-indicator')).toHaveTextContent(`3 / ${photos.length}`));
    // The viewer's images are named by their titles, not by their addresses.
    expect(screen.getByAltText(photos[2].title)).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(within(bar).getByText(`第4/${photos.length}张：${photos[3].title}`)).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: '上一张' }));
    await userEvent.click(within(bar).getByRole('button', { name: '上一张' }));
    await userEvent.click(within(bar).getByRole('button', { name: '上一张' }));
    expect(within(bar).getByText(`第1/${photos.length}张：${photos[0].title}`)).toBeInTheDocument();
    // At the first photo 上一张 stays where it is (and keeps the focus).
    expect(within(bar).getByRole('button', { name: '上一张' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(bar).getByRole('button', { name: '上一张' }));
    expect(within(bar).getByText(`第1/${photos.length}张：${photos[0].title}`)).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '查看大厅图片' })).not.toBeInTheDocument());
    expect(thumbs[2]).toHaveFocus();

    // Opened again at the last photo, the viewer is there.
    await userEvent.click(thumbs[photos.length - 1]);
    const again = await screen.findByRole('dialog', { name: '查看大厅图片' });
    expect(within(again).getByText(`第${photos.length}/${photos.length}张：${photos.at(-1)!.title}`)).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: '下一张' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('the portal’s cover leads to the gallery', async () => {
    renderApp(`/hallIntroPortal?hallId=${HALL}`);
    const cover = await screen.findByRole('link', {
      name: `${hall().name}${photosOf(HALL)[0].title}，查看全部${photosOf(HALL).length}张图片`,
    });
    await userEvent.click(cover);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/hallimgmore\?/));
    expect(currentQuery().get('hallId')).toBe(HALL);
  });

  it('a hall that has published no photos says so, and its portal shows no cover', async () => {
    for (const p of photosOf(HALL)) hallPhotos.remove(p.id);
    const view = renderApp(`/hallimgmore?hallId=${HALL}`);
    expect(await within(body()).findByText('该大厅暂无图片')).toBeInTheDocument();
    expect(within(body()).queryAllByRole('button', { name: /^查看大图：/ })).toHaveLength(0);
    view.unmount();
    renderApp(`/hallIntroPortal?hallId=${HALL}`);
    expect(await screen.findByRole('heading', { level: 2, name: hall().name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /查看全部\d+张图片/ })).not.toBeInTheDocument();
  });

  it('says it is loading, then shows the photos', () =>
    loadsSlowly(`/hallimgmore?hallId=${HALL}`, '/hall/anon/photos', `${photosOf(HALL)[0].title}`));

  it('a failed load offers a retry that works', () =>
    failsThenRetries(`/hallimgmore?hallId=${HALL}`, '/hall/anon/photos', () =>
      screen.findByRole('heading', { level: 2, name: `${hall().name}（${photosOf(HALL).length}张）` }),
    ));

  it('an unknown hall says 未找到该大厅; none given says the address is incomplete', async () => {
    const first = renderApp('/hallimgmore?hallId=H9999999');
    expect(within(await screen.findByRole('alert')).getByText('未找到该大厅')).toBeInTheDocument();
    first.unmount();
    renderApp('/hallimgmore');
    expect(await screen.findByText('页面地址不完整')).toBeInTheDocument();
  });
});

describe('三维导览', () => {
  afterEach(() => vi.unstubAllGlobals());
  const with3d = () =>
    vi.stubGlobal('CSS', { supports: (prop: string, value: string) => prop === 'transform-style' && value === 'preserve-3d' });

  it('stacks the floors; a floor button lifts it and lists its zones and windows, each window leading to its place on the plan', async () => {
    with3d();
    const plan = floorPlan(hall());
    expect(plan.floors.length).toBeGreaterThanOrEqual(2);
    renderApp(`/map3d?hallId=${HALL}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${hall().name}三维导览` })).toBeInTheDocument();
    const stage = screen.getByTestId('floors-3d');
    expect(stage).toHaveAttribute('aria-hidden', 'true');
    // One layer per floor, drawn as the floor's plan.
    expect(stage.querySelectorAll('svg[data-floor]')).toHaveLength(plan.floors.length);
    const floors = screen.getByRole('group', { name: '选择楼层' });
    const buttons = within(floors).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([...plan.floors.map((f) => f.name), '切换到平面图']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: '1F' })).toBeInTheDocument();
    expect(screen.getByText(`区域：${plan.floors[0].zones.map((z) => z.name).join('、')}`)).toBeInTheDocument();

    await userEvent.click(buttons[1]);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: '2F' })).toBeInTheDocument();
    const upstairs = plan.floors[1].windows;
    expect(upstairs.length).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: `${upstairs[0].number} ${upstairs[0].name}` });
    await userEvent.click(link);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/hallInnerMap\?/));
    expect(currentQuery().get('windowId')).toBe(upstairs[0].id);
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByRole('heading', { name: `${upstairs[0].number} ${upstairs[0].name}` })).toBeInTheDocument();
  });

  it('切换到平面图 shows the 2D plan with its window buttons', async () => {
    with3d();
    renderApp(`/map3d?hallId=${HALL}`);
    await userEvent.click(await screen.findByRole('button', { name: '切换到平面图' }));
    expect(screen.queryByTestId('floors-3d')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1F窗口' })).toBeInTheDocument();
    const a01 = windows.find((w) => w.hallId === HALL && w.number === 'A01')!;
    expect(screen.getByRole('button', { name: new RegExp(`^A01 ${a01.name}`) })).toBeInTheDocument();
  });

  it('where CSS 3D is unavailable it shows the 2D plan', async () => {
    vi.stubGlobal('CSS', { supports: () => false });
    renderApp(`/map3d?hallId=${HALL}`);
    expect(await screen.findByRole('heading', { level: 2, name: '1F窗口' })).toBeInTheDocument();
    expect(screen.queryByTestId('floors-3d')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '切换到平面图' })).not.toBeInTheDocument();
  });

  it('a hall without a published floor plan says so', async () => {
    with3d();
    halls.update(HALL, { floors: 0 });
    renderApp(`/map3d?hallId=${HALL}`);
    expect(await within(body()).findByText('该大厅暂无楼层平面图')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '选择楼层' })).not.toBeInTheDocument();
  });

  it('says it is loading, then shows the floors', () => {
    with3d();
    return loadsSlowly(`/map3d?hallId=${HALL}`, '/hall/anon/floorPlan', /^区域：/);
  });

  it('a failed load offers a retry that works', () => {
    with3d();
    return failsThenRetries(`/map3d?hallId=${HALL}`, '/hall/anon/floorPlan', () => screen.findByRole('heading', { level: 2, name: '1F' }));
  });

  it('without a hall it says the address is incomplete', async () => {
    renderApp('/map3d');
    expect(await screen.findByText('页面地址不完整')).toBeInTheDocument();
  });
});

describe('到这里去', () => {
  afterEach(() => setBridgeSdk(null));
  const destination = () => ({ lat: hall().lat, lng: hall().lng, name: hall().name, address: hall().address });

  it('outside the messenger: the hall, the map apps as links, and 导航到这里 offers them in a sheet', async () => {
    renderApp(`/mapGuide?hallId=${HALL}`);
    expect(await screen.findByRole('heading', { level: 2, name: hall().name })).toBeInTheDocument();
    expect(screen.getByText(hall().address)).toBeInTheDocument();
    const apps = mapApps(destination());
    const links = within(screen.getByRole('region', { name: '用地图应用打开' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(apps.map((a) => [a.name, a.href]));
    expect(links[0].getAttribute('href')).toContain(`position=${hall().lng.toFixed(6)},${hall().lat.toFixed(6)}`);

    const start = screen.getByRole('button', { name: '导航到这里' });
    await userEvent.click(start);
    const sheet = await screen.findByRole('dialog', { name: '选择地图应用' });
    const choices = within(sheet).getAllByRole('link');
    expect(choices.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(apps.map((a) => [a.name, a.href]));
    // The keyboard is in the sheet: on its first app; Esc closes it and goes back to the button.
    expect(choices[0]).toHaveFocus();
    expect(within(sheet).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择地图应用' })).not.toBeInTheDocument());
    expect(start).toHaveFocus();
  });

  it('inside the messenger: 导航到这里 hands the hall to the messenger’s own map (GCJ-02), no sheet', async () => {
    const openLocation = vi.fn((o: { success?: (r: { errMsg: string }) => void }) => o.success?.({ errMsg: 'openLocation:ok' }));
    setBridgeSdk({ openLocation } as unknown as WxSdk);
    renderApp(`/mapGuide?hallId=${HALL}`);
    await userEvent.click(await screen.findByRole('button', { name: '导航到这里' }));
    await waitFor(() => expect(openLocation).toHaveBeenCalledTimes(1));
    expect(openLocation.mock.calls[0][0]).toMatchObject({
      latitude: hall().lat,
      longitude: hall().lng,
      name: hall().name,
      address: hall().address,
    });
    expect(screen.queryByRole('dialog', { name: '选择地图应用' })).not.toBeInTheDocument();
  });

  it('when the messenger refuses, the map apps are offered instead', async () => {
    const openLocation = vi.fn((o: { fail?: (r: { errMsg: string }) => void }) => o.fail?.({ errMsg: 'openLocation:fail' }));
    setBridgeSdk({ openLocation } as unknown as WxSdk);
    renderApp(`/mapGuide?hallId=${HALL}`);
    await userEvent.click(await screen.findByRole('button', { name: '导航到这里' }));
    expect(await screen.findByRole('dialog', { name: '选择地图应用' })).toBeInTheDocument();
    expect(openLocation).toHaveBeenCalledTimes(1);
  });

  it('to a doorplate: its name and address and its own position', async () => {
    const d = doorplates.get('DP1201010')!;
    renderApp(`/mapGuide?doorplateId=${d.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: d.name })).toBeInTheDocument();
    expect(screen.getByText(d.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '高德地图' }).getAttribute('href')).toContain(
      `position=${d.lng.toFixed(6)},${d.lat.toFixed(6)}`,
    );
  });

  it('says it is loading, then shows the destination', () => loadsSlowly(`/mapGuide?hallId=${HALL}`, '/hall/anon/portal', hall().address));

  it('a failed load offers a retry that works', () =>
    failsThenRetries(`/mapGuide?hallId=${HALL}`, '/hall/anon/portal', () => screen.findByRole('button', { name: '导航到这里' })));

  it('an unknown doorplate says 未找到该门牌; nothing given says the address is incomplete', async () => {
    const first = renderApp('/mapGuide?doorplateId=DP404');
    expect(within(await screen.findByRole('alert')).getByText('未找到该门牌')).toBeInTheDocument();
    first.unmount();
    renderApp('/mapGuide');
    expect(await screen.findByText('页面地址不完整')).toBeInTheDocument();
  });
});

describe('门牌指引', () => {
  it('for one doorplate: its card with its links, then how to use doorplates', async () => {
    const d = doorplates.get('DP1201010')!;
    renderApp(`/doorGuide?doorplateId=${d.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: d.name })).toBeInTheDocument();
    expect(screen.getByText(d.address)).toBeInTheDocument();
    expect(screen.getByText(`可办：${d.services.join('、')}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: d.phone })).toHaveAttribute('href', `tel:${d.phone}`);
    const steps = within(screen.getByRole('region', { name: '如何使用门牌' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual(['找到门牌', '扫码或到窗口', '办理与咨询', '评价']);
    await userEvent.click(screen.getByRole('link', { name: '到这里去' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/mapGuide\?/));
    expect(currentQuery().get('doorplateId')).toBe(d.id);
    expect(await screen.findByRole('heading', { level: 2, name: d.name })).toBeInTheDocument();
  });

  it('without a doorplate: the general guide, leading to the search', async () => {
    renderApp('/doorGuide');
    expect(await screen.findByRole('heading', { name: '如何使用门牌' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '搜索门牌' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/doorSearch/));
  });

  it('a doorplate that no longer exists says 未找到该门牌, and the guide stays', async () => {
    renderApp('/doorGuide?doorplateId=DP404');
    expect(within(await screen.findByRole('alert')).getByText('未找到该门牌')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '如何使用门牌' })).toBeInTheDocument();
  });

  it('says it is loading, then shows the doorplate', () => {
    const d = doorplates.get('DP1201010')!;
    return loadsSlowly(`/doorGuide?doorplateId=${d.id}`, '/doorplate/anon/detail', d.address);
  });

  it('a failed load offers a retry that works', () => {
    const d = doorplates.get('DP1201010')!;
    return failsThenRetries(`/doorGuide?doorplateId=${d.id}`, '/doorplate/anon/detail', () =>
      screen.findByRole('heading', { level: 2, name: d.name }),
    );
  });
});

describe('服务专区', () => {
  const route = `/zoneMore?fixedArea=${AREA}&rootArea=120000`;

  it('lists the area’s service zones with their matter counts; one opens to its matters and the halls it is in', async () => {
    renderApp(route);
    const first = await screen.findByRole('button', { name: /^社保医保专区（\d+项）$/, expanded: false });
    const areaMatters = matters.filter(
      (m) => m.areaCode.startsWith(AREA) && (/社保|医保/.test(m.category) || /社保|医保/.test(m.departmentName)),
    );
    expect(first).toHaveTextContent(`社保医保专区（${areaMatters.length}项）`);
    expect(
      within(body())
        .getAllByRole('heading', { level: 2 })
        .every((h) => within(h).queryByRole('button')),
    ).toBe(true);
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const hot = [...areaMatters].sort((a, b) => b.hot - a.hot)[0];
    const link = await screen.findByRole('link', { name: hot.name });
    expect(screen.getByRole('link', { name: hall().name })).toBeInTheDocument();
    await userEvent.click(link);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/guidelines\?/));
    expect(currentQuery().get('matterId')).toBe(hot.id);
  });

  it('an area without matters has no zones and says so', async () => {
    for (const m of matters.filter((x) => x.areaCode.startsWith(AREA))) matters.remove(m.id);
    renderApp(route);
    expect(await within(body()).findByText('本区域暂无专区')).toBeInTheDocument();
  });

  it('says it is loading, then shows the zones', () => loadsSlowly(route, '/zone/anon/list', /^社保医保专区/));

  it('a failed load offers a retry that works', () =>
    failsThenRetries(route, '/zone/anon/list', () => screen.findByRole('button', { name: /^社保医保专区（\d+项）$/ })));
});

describe('一件事专区', () => {
  const route = `/oneThingZoneMore?fixedArea=${AREA}&rootArea=120000`;

  it('lists every one-thing zone; one opens to its promise, its guide and where it is handled', async () => {
    const first = oneThings.all()[0];
    renderApp(route);
    const title = await screen.findByRole('button', { name: first.name, expanded: false });
    expect(within(body()).getAllByRole('button', { expanded: false })).toHaveLength(oneThings.all().length);
    // By keyboard: the zone's button opens it.
    title.focus();
    await userEvent.keyboard('{Enter}');
    expect(title).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(title.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByText(`承诺时限：${first.promiseDays}个工作日`)).toBeInTheDocument();
    // The Heping hall has three floors: its one-thing zone is on the third.
    expect(within(panel).getByText(`${hall().floors}楼一件事专区`)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('link', { name: `查看${first.name}办理指南` }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/oneThingCategory\?/));
    expect(currentQuery().get('id')).toBe(first.id);
  });

  it('an area whose halls have no one-thing zone says where else to go', async () => {
    // A district whose halls all have a single floor (one-thing zones are upstairs).
    const codes = [...new Set(halls.all().map((h) => h.areaCode))];
    const single = codes.find((code) => halls.filter((h) => h.areaCode === code).every((h) => h.floors === 1))!;
    expect(single).toBeDefined();
    renderApp(`/oneThingZoneMore?fixedArea=${single}&rootArea=120000`);
    const zone = await screen.findByRole('button', { name: oneThings.all()[0].name });
    await userEvent.click(zone);
    const panel = document.getElementById(zone.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('本区域大厅暂未设该专区，可在线办理或到市级大厅办理。')).toBeVisible();
  });

  it('with no one-thing services it says there are no zones', async () => {
    for (const o of oneThings.all()) oneThings.remove(o.id);
    renderApp(route);
    expect(await within(body()).findByText('本区域暂无专区')).toBeInTheDocument();
  });

  it('says it is loading, then shows the zones', () => loadsSlowly(route, '/zone/anon/list', oneThings.all()[0].name));

  it('a failed load offers a retry that works', () =>
    failsThenRetries(route, '/zone/anon/list', () => screen.findByText(oneThings.all()[0].name)));
});
