import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { halls, windows } from '@/mocks/db/tables';
import { renderApp } from '../../utils/render-app';
import { setNow, setWaiting } from './crowding';

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
