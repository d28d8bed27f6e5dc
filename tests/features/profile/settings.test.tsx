import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { drafts, flushDrafts } from '@/lib/storage/drafts';
import { currentRoute, renderApp } from '../../utils/render-app';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

afterEach(() => useAuthStore.getState().reset());

describe('mySettingsPage', () => {
  it('links elder mode and notifications to userConfig, and the app pages', async () => {
    renderApp('/mySettingsPage');
    expect(await screen.findByRole('link', { name: '长辈版与字号' })).toHaveAttribute('href', expect.stringMatching(/^#\/userConfig\?/));
    expect(screen.getByRole('link', { name: '消息通知' })).toHaveAttribute('href', expect.stringMatching(/^#\/userConfig\?/));
    expect(screen.getByRole('link', { name: '编辑首页服务' })).toHaveAttribute('href', expect.stringMatching(/^#\/swipeEditor\?/));
    for (const name of ['平台介绍', '使用手册', '版本记录']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('clears the search history after asking, and keeps it when declined', async () => {
    window.localStorage.setItem('ow.searchHistory', JSON.stringify(['居住证', '社保']));
    const user = setupUser();
    renderApp('/mySettingsPage');
    expect(await screen.findByText('2条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除搜索历史' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(window.localStorage.getItem('ow.searchHistory')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '清除搜索历史' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '清除' }));
    await waitFor(() => expect(window.localStorage.getItem('ow.searchHistory')).toBeNull());
    expect(screen.getByText('无记录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清除搜索历史' })).toBeDisabled();
  });

  it('clears the drafts kept in the tab and in IndexedDB after asking', async () => {
    drafts.set('complaint', { content: '窗口排队太久' });
    await flushDrafts();
    const user = setupUser();
    renderApp('/mySettingsPage');
    await user.click(await screen.findByRole('button', { name: '清除草稿' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '清除' }));
    await waitFor(() => expect(drafts.get('complaint')).toBeNull());
    expect(await drafts.load('complaint')).toBeNull();
  });

  it('logs out only after confirmation', async () => {
    const user = setupUser();
    renderApp('/mySettingsPage?thirdParty=luluTong&userId=lulu-10001&mobile=13900139000');
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(useAuthStore.getState().authority).toBe('luluTong');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/home/));
    expect(useAuthStore.getState().authority).toBe('');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});
