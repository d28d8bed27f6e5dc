import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { AMAP_FAILED_NOTE } from '@/features/halls/map/amap-map';
import { halls } from '@/mocks/db/tables';
import { usePreferences } from '@/lib/preferences/preferences';
import { emulatorTestApi } from '@/mocks/test-api';
import { grow } from '@/mocks/grow';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { hallLive } from '@/mocks/features/halls/live';
import { distanceMeters } from '@/features/halls/distance';
import { setNow, setWaiting } from './crowding';

const ROUTE = '/governmentMap?fixedArea=120100&rootArea=120000';
const cityHalls = () => halls.filter((h) => h.areaCode.startsWith('1201'));

/** Location granted at a GPS point near the Heping district hall. */
function grantLocation() {
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
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.restoreAllMocks();
  // The store's reset reads the stored preferences before the storage is cleared: leave none behind.
  act(() => usePreferences.getState().setElderMode(false));
});

const rows = () => Array.from(document.querySelectorAll<HTMLLIElement>('li[data-hall]'));
const sheetTitle = () => screen.getByRole('heading', { name: /^大厅列表（\d+个/ });
const map = () => screen.getByRole('group', { name: /^大厅地图，\d+个大厅/ });
const pins = () => within(map()).getAllByRole('button');

describe('政务地图: the list and its filters', () => {
  it('a crowded hall’s row suggests the nearest open hall that is less busy', async () => {
    setNow('2026-11-24T10:30:00');
    setWaiting('H1201010', 8);
    const now = emulatorTestApi.now();
    const crowded = halls.get('H1201010')!;
    expect(hallLive(crowded, now).busy).toBe('busy');
    const expected = cityHalls()
      .filter((h) => h.id !== crowded.id)
      .map((h) => ({ h, live: hallLive(h, now) }))
      .filter((x) => x.live.openNow && x.live.busy !== 'busy')
      .sort((a, b) => distanceMeters(crowded, a.h) - distanceMeters(crowded, b.h))[0].h;
    renderApp(ROUTE);
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
    const row = rows().find((r) => r.dataset.hall === crowded.id)!;
    expect(within(row).getByText(/当前大厅较拥挤，附近的/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: expected.name })).toBeInTheDocument();
    // A hall that is not crowded suggests nothing.
    const calm = rows().find((r) => r.dataset.hall === expected.id)!;
    expect(within(calm).queryByText(/当前大厅较拥挤/)).not.toBeInTheDocument();
  });

  it('lists every hall of the city with a pin each; a district narrows list and pins together', async () => {
    const user = userEvent.setup();
    setNow('2026-11-24T10:30:00');
    renderApp(ROUTE);
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
    expect(sheetTitle()).toHaveTextContent(`大厅列表（${cityHalls().length}个）`);
    expect(await screen.findByRole('group', { name: /^大厅地图/ })).toBeInTheDocument();
    expect(pins()).toHaveLength(cityHalls().length);

    // A district.
    await user.click(within(screen.getByRole('group', { name: '按区县筛选' })).getByRole('button', { name: '南开区' }));
    const nankai = cityHalls().filter((h) => h.areaCode === '120104');
    await waitFor(() => expect(rows()).toHaveLength(nankai.length));
    expect(rows().map((r) => r.dataset.hall)).toEqual(expect.arrayContaining(nankai.map((h) => h.id)));
    expect(sheetTitle()).toHaveTextContent(`大厅列表（${nankai.length}个，已筛选1项）`);
    await waitFor(() => expect(pins()).toHaveLength(nankai.length));
    await user.click(within(screen.getByRole('group', { name: '按区县筛选' })).getByRole('button', { name: '全部' }));
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
  });

  it('a matter narrows the list to the halls the emulator says handle it; 清除事项 brings all back', async () => {
    const user = userEvent.setup();
    renderApp(ROUTE);
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
    const matter = within(screen.getByRole('search', { name: '按办理事项筛选大厅' })).getByRole('searchbox');
    await user.type(matter, '社会保障卡{Enter}');
    const note = await screen.findByText(/^可办理“社会保障卡”的大厅：\d+个/);
    const n = Number(/：(\d+)个/.exec(note.textContent ?? '')![1]);
    expect(n).toBeGreaterThan(0);
    await waitFor(() => expect(rows()).toHaveLength(n));
    await user.click(screen.getByRole('button', { name: '清除事项' }));
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
  });

  it('at night 只看正在办公 leaves no hall, and says so', async () => {
    setNow('2026-11-24T22:00:00');
    renderApp(ROUTE);
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
    expect(within(rows()[0]).getByText('休息中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: '只看正在办公的大厅' }));
    expect(await screen.findByText('没有符合条件的大厅')).toBeInTheDocument();
    expect(within(map()).queryAllByRole('button')).toHaveLength(0);
  });

  it('a failed hall list offers a retry that works', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/hall/anon/list' });
    renderApp(ROUTE);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    // In the page, not in a peeking sheet that would hide its retry.
    expect(screen.queryByTestId('hall-sheet')).not.toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
  });

  it('elder mode starts with the list alone, in the page (no sheet), and can show the map', async () => {
    usePreferences.getState().setElderMode(true);
    renderApp(ROUTE);
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
    expect(screen.queryByTestId('hall-sheet')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^大厅地图/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '显示地图' }));
    expect(await screen.findByRole('group', { name: /^大厅地图/ })).toBeInTheDocument();
    expect(screen.getByTestId('hall-sheet')).toBeInTheDocument();
  });
});

describe('政务地图: pins by keyboard and screen reader', () => {
  it('each pin is a named button in the tab order; Enter or Space opens its hall in the sheet, Escape goes back to the pin', async () => {
    grantLocation();
    const user = userEvent.setup();
    renderApp(ROUTE);
    await screen.findByText('已按离您的距离排序');
    await waitFor(() => expect(pins()).toHaveLength(cityHalls().length));
    // Named by the hall, its live level and the distance from the user.
    const nearest = rows()[0].dataset.hall!;
    const hall = halls.get(nearest)!;
    const pin = within(map()).getByRole('button', { name: new RegExp(`^${hall.name}，(空闲|适中|繁忙|休息中).*，距您\\d`) });
    expect(pin).toHaveAttribute('tabindex', '0');
    // Pins come in the list's order, so Tab reaches the nearest hall's pin first.
    expect(pins()[0]).toBe(pin);

    pin.focus();
    await user.keyboard('{Enter}');
    // Focus goes to the hall's row in the sheet, which opens to half and marks it.
    const row = () => document.querySelector<HTMLLIElement>(`li[data-hall="${nearest}"]`)!;
    await waitFor(() => expect(within(row()).getByRole('link', { name: hall.name })).toHaveFocus());
    expect(row()).toHaveAttribute('aria-current', 'true');
    expect(pin).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('hall-sheet')).toHaveAttribute('data-level', '1');
    // Escape goes back to the pin.
    await user.keyboard('{Escape}');
    expect(pin).toHaveFocus();

    // Space on the next pin does the same for its hall; its row's link opens the hall's portal.
    await user.tab();
    const other = pins()[1];
    expect(other).toHaveFocus();
    const otherHall = halls.get(rows()[1].dataset.hall!)!;
    await user.keyboard(' ');
    const otherLink = within(document.querySelector<HTMLLIElement>(`li[data-hall="${otherHall.id}"]`)!).getByRole('link', {
      name: otherHall.name,
    });
    await waitFor(() => expect(otherLink).toHaveFocus());
    expect(pin).not.toHaveAttribute('aria-current');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentRoute()).toMatch(/^\/hallIntroPortal\?/));
    expect(currentQuery().get('hallId')).toBe(otherHall.id);
  });

  it('the sheet moves between its three heights by its buttons; focus inside a peeking sheet opens it', async () => {
    const user = userEvent.setup();
    renderApp(ROUTE);
    await waitFor(() => expect(rows()).toHaveLength(cityHalls().length));
    const sheet = screen.getByTestId('hall-sheet');
    const up = within(sheet).getByRole('button', { name: '展开列表' });
    const down = within(sheet).getByRole('button', { name: '收起列表' });
    expect(sheet).toHaveAttribute('data-level', '0');
    expect(down).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    expect(sheet).toHaveAttribute('data-level', '1');
    await user.click(up);
    expect(sheet).toHaveAttribute('data-level', '2');
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    expect(sheet).toHaveAttribute('data-level', '2');
    await user.click(down);
    await user.click(down);
    expect(sheet).toHaveAttribute('data-level', '0');
    // Tabbing into the list of a peeking sheet opens it to half.
    act(() => within(rows()[0]).getAllByRole('link')[0].focus());
    await waitFor(() => expect(sheet).toHaveAttribute('data-level', '1'));
  });
});

describe('政务地图 with AMap configured', () => {
  const original = env.amapKey;
  afterEach(() => {
    (env as { amapKey: string }).amapKey = original;
    document.head.querySelectorAll('script[src*="webapi.amap.com"]').forEach((s) => s.remove());
  });

  it('without a key no AMap script is asked for', async () => {
    renderApp(ROUTE);
    expect(await screen.findByRole('group', { name: /^大厅地图/ })).toBeInTheDocument();
    expect(document.head.querySelector('script[src*="amap"]')).toBeNull();
  });

  it('the AMap script failing to load: the SVG map with its keyboard pins, and a note saying so', async () => {
    (env as { amapKey: string }).amapKey = 'test-key';
    // jsdom fetches no script: the network's answer (none here) is an error event on the element.
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLScriptElement && n.src.includes('webapi.amap.com')) {
            seen.push(n.src);
            setTimeout(() => n.dispatchEvent(new Event('error')), 10);
          }
    });
    observer.observe(document.head, { childList: true });
    try {
      renderApp(ROUTE);
      expect(await screen.findByText(AMAP_FAILED_NOTE)).toBeInTheDocument();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toBe('https://webapi.amap.com/maps?v=2.0&key=test-key');
      expect(screen.getAllByRole('status', { name: '' }).some((s) => s.textContent?.includes(AMAP_FAILED_NOTE))).toBe(true);
      await waitFor(() => expect(pins()).toHaveLength(cityHalls().length));
      expect(screen.getByRole('button', { name: '放大地图' })).toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
  });
});

// Issue 37 item 4: a city of 300 halls is not listed at once (docs/performance.md, "Growth to ten times the data").
describe('政务地图: ten times the halls', () => {
  it('pins every hall, lists the first 30 and 30 more at each 显示更多大厅; a pin whose row is not drawn yet draws it and goes to it', async () => {
    grow({ halls: 300 });
    const user = userEvent.setup();
    renderApp(ROUTE);
    const more = await screen.findByRole('button', { name: '显示更多大厅（已显示30/300个）' });
    expect(rows()).toHaveLength(30);
    expect(sheetTitle()).toHaveTextContent('大厅列表（300个）');
    await waitFor(() => expect(pins().length).toBeGreaterThan(250));
    await user.click(more);
    await screen.findByRole('button', { name: '显示更多大厅（已显示60/300个）' });
    expect(rows()).toHaveLength(60);

    // The pin of a hall beyond the rows drawn: Enter draws the rows up to it and focuses its row's link.
    const drawn = new Set(rows().map((r) => r.dataset.hall));
    const pin = pins().find((p) => !drawn.has(p.getAttribute('data-hall') ?? ''))!;
    const id = pin.getAttribute('data-hall')!;
    pin.focus();
    await user.keyboard('{Enter}');
    const row = () => document.querySelector<HTMLLIElement>(`li[data-hall="${id}"]`);
    await waitFor(() => expect(within(row()!).getByRole('link', { name: halls.get(id)!.name })).toHaveFocus());
    expect(row()).toHaveAttribute('aria-current', 'true');
    expect(rows().length).toBeGreaterThan(60);
    expect(rows().length % 30).toBe(0);
  });
});
