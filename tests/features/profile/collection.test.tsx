import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { CollectButton } from '@/features/profile/components/collect-button';
import { collections } from '@/mocks/features/collections/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

// antd-mobile's dialog ignores pointers while it animates in; jsdom never finishes it.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

function renderButton(props: Parameters<typeof CollectButton>[0]) {
  window.location.hash = '#/guidelines?matterId=M12010101&fixedArea=120101&rootArea=120000&sys=home';
  return render(
    <Providers client={createQueryClient()}>
      <HashRouter>
        <CollectButton {...props} />
      </HashRouter>
    </Providers>,
  );
}

describe('collections', () => {
  it('collects a guide from its button and toggles back, once per tap', async () => {
    startTestSession({ userId: 'U4001' });
    const user = setupUser();
    renderButton({ type: 'guide', targetId: 'M12010101', loggedIn: true });
    const button = await screen.findByRole('button', { name: '收藏该办事指南' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '已收藏该办事指南，点按取消收藏' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(collections.all().map((c) => [c.userId, c.type, c.targetId])).toEqual([['U4001', 'guide', 'M12010101']]);
    await user.click(screen.getByRole('button', { name: '已收藏该办事指南，点按取消收藏' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '收藏该办事指南' })).toBeInTheDocument());
    expect(collections.all()).toHaveLength(0);
  });

  it('sends a visitor to login and back', async () => {
    const user = setupUser();
    renderButton({ type: 'hall', targetId: 'H1201010', loggedIn: false });
    await user.click(screen.getByRole('button', { name: '收藏该大厅' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(new URLSearchParams(currentRoute().split('?')[1]).get('redirect')).toMatch(/^\/guidelines\?matterId=M12010101/);
  });

  it('lists what was collected by type, and removes after asking', async () => {
    startTestSession({ userId: 'U4002' });
    const now = emulatorTestApi.now();
    collections.insert({ id: 'F1', userId: 'U4002', type: 'hall', targetId: 'H1201010', createdAt: now - 2000 });
    collections.insert({ id: 'F2', userId: 'U4002', type: 'guide', targetId: 'M12010101', createdAt: now - 1000 });
    collections.insert({ id: 'F3', userId: 'U9999', type: 'hall', targetId: 'H1201010', createdAt: now });
    const user = setupUser();
    renderApp('/mySettingsCollection');
    const list = await screen.findByRole('region', { name: '收藏列表' });
    const items = within(list).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([expect.stringMatching(/办事指南$/), expect.stringMatching(/中心$/)]);
    await user.click(screen.getByRole('tab', { name: '大厅' }));
    expect(within(screen.getByRole('region', { name: '收藏列表' })).getAllByRole('link')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^取消收藏.*中心$/ }));
    await user.click(await screen.findByRole('button', { name: '保留' }));
    expect(collections.get('F1')).toBeDefined();
    // The kept dialog is gone before the next one opens (its closing copy must not take the click).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^取消收藏.*中心$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(collections.get('F1')).toBeUndefined());
    expect(await screen.findByText('还没有收藏大厅')).toBeInTheDocument();
    expect(collections.get('F3')).toBeDefined();
  });
});
