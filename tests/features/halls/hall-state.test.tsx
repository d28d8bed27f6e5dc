import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { halls } from '@/mocks/db/tables';
import { isOpenNow } from '@/mocks/features/queue';
import { emulatorTestApi } from '@/mocks/test-api';
import { hallState, hallStateLabel } from '@/components/hall-state';
import { renderApp } from '../../utils/render-app';
import { setNow, setWaiting } from './crowding';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const at = (cst: string) => Date.parse(`${cst}+08:00`);

describe('a hall is open by its hours, holidays and 调休 (the gateway’s rule)', () => {
  const hall = halls.all().find((h) => h.openHours.includes('9:00-12:00，13:30-17:00'))!;
  it.each([
    ['a Tuesday morning', '2026-11-24T10:30:00', true],
    ['the lunch break', '2026-11-24T12:30:00', false],
    ['before opening', '2026-11-24T08:59:00', false],
    ['after closing', '2026-11-24T17:00:00', false],
    ['a Saturday', '2026-11-21T10:30:00', false],
    ['a holiday on a Wednesday (国庆节)', '2026-10-07T10:30:00', false],
    ['a Saturday worked instead (调休)', '2026-10-10T10:30:00', true],
  ])('%s: open %s', (_, when, open) => {
    expect(isOpenNow(hall, at(when))).toBe(open);
  });
});

describe('what the screen says of a hall: one rule', () => {
  it.each([
    [{ busy: 'idle', openNow: true, waiting: 0 }, 'idle', '空闲'],
    [{ busy: 'normal', openNow: true, waiting: 12 }, 'normal', '适中，12人等候'],
    [{ busy: 'busy', openNow: true, waiting: 40 }, 'busy', '繁忙，40人等候'],
    // Closed is never 空闲 and shows nobody waiting, whatever the level says.
    [{ busy: 'idle', openNow: false, waiting: 0 }, 'closed', '休息中'],
    [{ busy: 'busy', openNow: false, waiting: 9 }, 'closed', '休息中'],
    // An answer that says nothing of opening is taken as open.
    [{ busy: 'idle' }, 'idle', '空闲'],
  ] as const)('%j is %s: %s', (hall, state, label) => {
    expect(hallState(hall)).toBe(state);
    expect(hallStateLabel(hall)).toBe(label);
  });
});

describe('a closed hall is 休息中 on every screen, an open one shows its crowding', () => {
  afterEach(() => emulatorTestApi.reset());
  const city = () => halls.all().filter((h) => h.areaCode.startsWith('1201'));

  it('on a Saturday, home says 休息中 and never 空闲', async () => {
    setNow('2026-11-21T10:30:00');
    renderApp(`/home?${AREA}`);
    const card = await screen.findByRole('link', { name: /政务服务中心/ });
    await waitFor(() => expect(card).toHaveTextContent('休息中'));
    expect(card).not.toHaveTextContent(/空闲|适中|繁忙/);
  });

  it('on a Saturday, every row of 找大厅 says 休息中', async () => {
    setNow('2026-11-21T10:30:00');
    renderApp(`/findTheLobby?${AREA}`);
    await screen.findByText(city()[0].name);
    expect(screen.getAllByText('休息中').length).toBeGreaterThanOrEqual(city().length);
    expect(screen.queryByText('空闲')).toBeNull();
  });

  it('on a Saturday, a guide’s halls say 休息中', async () => {
    setNow('2026-11-21T10:30:00');
    renderApp('/guidelines?matterId=M12010100');
    const heading = await screen.findByRole('heading', { name: '可办理大厅' });
    const list = heading.nextElementSibling as HTMLElement;
    await waitFor(() => expect(within(list).getAllByText('休息中').length).toBeGreaterThan(0));
    expect(within(list).queryByText(/空闲|适中|繁忙/)).toBeNull();
  });

  it('on a Saturday worked instead (调休), with people waiting: the crowding and the number waiting', async () => {
    setNow('2026-10-10T10:30:00');
    for (const h of city()) setWaiting(h.id, 4);
    renderApp(`/findTheLobby?${AREA}`);
    await screen.findByText(city()[0].name);
    expect(screen.queryByText('休息中')).toBeNull();
    expect(screen.getAllByText(/^(空闲|适中|繁忙)$/).length).toBeGreaterThanOrEqual(city().length);
  });
});
