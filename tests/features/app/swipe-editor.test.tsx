import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeLayouts } from '@/mocks/features/home-layout/handlers';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const AREA = 'fixedArea=120101&rootArea=120000&sys=home';

function order(): string[] {
  return within(screen.getByRole('list', { name: '首页服务顺序' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/上移|下移|移除|≡/g, '') ?? '');
}

describe('swipeEditor', () => {
  it('reorders, removes and adds entries, saves them for the user and area, and home follows', async () => {
    startTestSession({ userId: 'U5001' });
    const user = setupUser();
    renderApp(`/swipeEditor?${AREA}`);
    await screen.findByRole('list', { name: '首页服务顺序' });
    const before = order();
    expect(before[0]).toBe('找大厅');
    await user.click(screen.getByRole('button', { name: `上移${before[1]}` }));
    expect(order().slice(0, 2)).toEqual([before[1], before[0]]);
    await user.click(screen.getByRole('button', { name: '移除找大厅' }));
    await user.click(screen.getByRole('button', { name: '添加附近大厅' }));
    const expected = order();
    expect(expected).not.toContain('找大厅');
    expect(expected[expected.length - 1]).toBe('附近大厅');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/home\?/));
    const saved = homeLayouts.get('U5001:120101')?.keys ?? [];
    expect(saved).toHaveLength(expected.length);
    expect(saved).not.toContain('lobby');
    expect(saved[saved.length - 1]).toBe('nearbyHalls');

    const grid = await screen.findByRole('region', { name: '便民服务' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('link')
          .slice(2)
          .map((a) => a.textContent),
      ).toEqual(expected),
    );
  });

  it('goes back to the area default after asking', async () => {
    startTestSession({ userId: 'U5002' });
    homeLayouts.insert({ id: 'U5002:120101', userId: 'U5002', areaCode: '120101', keys: ['cert', 'lobby'], updatedAt: 0 });
    const user = setupUser();
    renderApp(`/swipeEditor?${AREA}`);
    await screen.findByRole('list', { name: '首页服务顺序' });
    expect(order()).toEqual(['电子证照', '找大厅']);
    await user.click(screen.getByRole('button', { name: '恢复默认' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(order()[0]).toBe('找大厅'));
    expect(order().length).toBeGreaterThan(2);
    expect(homeLayouts.get('U5002:120101')).toBeUndefined();
  });

  it('keeps layouts per area: another area shows its own default', async () => {
    startTestSession({ userId: 'U5003' });
    homeLayouts.insert({ id: 'U5003:120101', userId: 'U5003', areaCode: '120101', keys: ['cert'], updatedAt: 0 });
    renderApp('/swipeEditor?fixedArea=120102&rootArea=120000&sys=home');
    await screen.findByRole('list', { name: '首页服务顺序' });
    expect(order()[0]).toBe('找大厅');
  });

  it('asks a visitor to log in', async () => {
    renderApp(`/swipeEditor?${AREA}`);
    expect(await screen.findByText('登录后可编辑首页服务')).toBeInTheDocument();
  });
});

describe('secondConfig', () => {
  it('shows the area’s second-level menu by group', async () => {
    renderApp(`/secondConfig?${AREA}`);
    expect(await screen.findByRole('heading', { name: '办事服务' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '大厅服务' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '附近大厅' })).toHaveAttribute('href', expect.stringMatching(/^#\/nearby\?/));
  });
});
