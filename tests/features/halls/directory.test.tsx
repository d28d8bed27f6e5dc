import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { departments, halls } from '@/mocks/db/tables';
import { hallStaff } from '@/mocks/features/halls/details';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';

const AREA = '120101';
const areaHalls = () => halls.filter((h) => h.areaCode.startsWith(AREA));

describe('咨询电话', () => {
  it('lists every hall of the area with its own and its departments’ phones, each a tap-to-call link', async () => {
    renderApp(`/phoneTable?fixedArea=${AREA}&rootArea=120000`);
    expect(await screen.findByRole('link', { name: '12345' })).toHaveAttribute('href', 'tel:12345');
    for (const h of areaHalls()) {
      expect(screen.getByText(h.name)).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: h.phone }).some((a) => a.getAttribute('href') === `tel:${h.phone}`)).toBe(true);
      for (const d of departments.filter((x) => x.hallId === h.id)) {
        const row = screen
          .getAllByText(d.name)
          .find((el) => el.closest('.adm-list-item'))!
          .closest('.adm-list-item') as HTMLElement;
        expect(within(row).getByRole('link', { name: d.phone })).toHaveAttribute('href', `tel:${d.phone}`);
      }
    }
  });

  it('a failed load offers a retry that works', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/hall/anon/phones' });
    renderApp(`/phoneTable?fixedArea=${AREA}&rootArea=120000`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '12345' })).toBeInTheDocument();
  });
});

describe('服务之星', () => {
  it('ranks the area’s staff best first, with their hall, window and ratings, and leads to the hall', async () => {
    const expected = areaHalls()
      .flatMap(hallStaff)
      .sort((a, b) => b.score - a.score || b.ratingCount - a.ratingCount)
      .slice(0, 20);
    renderApp(`/serviceStar?fixedArea=${AREA}&rootArea=120000`);
    const ranking = await screen.findByRole('list', { name: '服务之星排行' });
    const items = within(ranking).getAllByRole('listitem');
    expect(items).toHaveLength(expected.length);
    expect(within(items[0]).getByRole('heading').textContent).toBe(`第1名 ${expected[0].name}`);
    expect(items[0]).toHaveTextContent(
      `${expected[0].score.toFixed(2)}分 · ${expected[0].ratingCount}次评价 · ${expected[0].praise}次表扬`,
    );
    expect(items[0]).toHaveTextContent(`${expected[0].windowNumber} ${expected[0].windowName}`);
    await userEvent.click(within(items[0]).getByRole('link', { name: expected[0].hallName }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/hallIntroPortal\?/));
    expect(currentQuery().get('hallId')).toBe(expected[0].hallId);
  });

  it('a failed load offers a retry that works', async () => {
    emulatorTestApi.setFaults({ error: 1, match: '/hall/anon/staffStars' });
    renderApp(`/serviceStar?fixedArea=${AREA}&rootArea=120000`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '服务之星排行' })).toBeInTheDocument();
  });
});
