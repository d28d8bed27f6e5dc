import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { drafts, flushDrafts } from '@/lib/storage/drafts';
import { noticePrefs } from '@/mocks/features/profile/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../utils/session';
import { currentRoute, renderApp } from '../../utils/render-app';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

afterEach(() => useAuthStore.getState().reset());

describe('mySettingsPage', () => {
  it('links elder mode to userConfig, a visitor’s notices to login, and the app pages', async () => {
    renderApp('/mySettingsPage');
    expect(await screen.findByRole('link', { name: '长辈版与字号' })).toHaveAttribute('href', expect.stringMatching(/^#\/userConfig\?/));
    expect(screen.getByRole('link', { name: '登录后设置消息通知' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/login\?redirect=%2FmySettingsPage/),
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
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
    // What the user sees once the clearing has finished (the tab's copy goes at once, IndexedDB's
    // after it): the toast and the dialog gone. Only then the storage, or the page's last update
    // (the toast, the button's state) would land while this test awaits IndexedDB outside act.
    expect(await screen.findByText('草稿已清除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(drafts.get('complaint')).toBeNull();
    await waitFor(async () => expect(await drafts.load('complaint')).toBeNull());
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

  it('keeps notice preferences on the server for the user: a switch saves at once and reads back after a reload', async () => {
    startTestSession({ userId: 'U-SET1' });
    const user = setupUser();
    const first = renderApp('/mySettingsPage');
    const notices = await screen.findByRole('region', { name: '消息通知' });
    const reminder = await within(notices).findByRole('switch', { name: /预约提醒/ });
    for (const name of [/办件进度/, /预约提醒/, /排队叫号/, /系统消息/])
      expect(within(notices).getByRole('switch', { name })).toBeChecked();
    await user.click(reminder);
    expect(await within(notices).findByText('已关闭预约提醒通知')).toBeInTheDocument();
    expect(reminder).not.toBeChecked();
    expect(noticePrefs.get('U-SET1')).toEqual(expect.objectContaining({ reservation: false, queue: true }));
    first.unmount();

    renderApp('/mySettingsPage');
    const again = await screen.findByRole('region', { name: '消息通知' });
    expect(await within(again).findByRole('switch', { name: /预约提醒/ })).not.toBeChecked();
    expect(within(again).getByRole('switch', { name: /排队叫号/ })).toBeChecked();
  });

  it('keeps the saved state when saving fails, and says so', async () => {
    startTestSession({ userId: 'U-SET2' });
    const user = setupUser();
    renderApp('/mySettingsPage');
    const notices = await screen.findByRole('region', { name: '消息通知' });
    const queue = await within(notices).findByRole('switch', { name: /排队叫号/ });
    emulatorTestApi.setFaults({ error: 1, match: '/notice/preferences' });
    await user.click(queue);
    expect(await within(notices).findByText(/^保存未成功/)).toBeInTheDocument();
    expect(queue).toBeChecked();
    expect(noticePrefs.get('U-SET2')).toBeUndefined();
    emulatorTestApi.clearFaults();
  });

  it('shows an error with retry when the preferences cannot load', async () => {
    startTestSession({ userId: 'U-SET3' });
    emulatorTestApi.setFaults({ error: 1, match: '/notice/preferences' });
    renderApp('/mySettingsPage');
    const notices = await screen.findByRole('region', { name: '消息通知' });
    const alert = await within(notices).findByRole('alert');
    emulatorTestApi.clearFaults();
    await setupUser().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(notices).findByRole('switch', { name: /系统消息/ })).toBeChecked();
  });
});

describe('userConfig: the same notice switches as 设置', () => {
  it('gives a visitor elder mode and text size, and a login entry for notices that comes back here', async () => {
    renderApp('/userConfig');
    expect(await screen.findByRole('switch', { name: /开启长辈版/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '标准' })).toBeChecked();
    expect(screen.getByRole('link', { name: '登录后设置消息通知' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/login\?redirect=%2FuserConfig/),
    );
    // Only the elder-mode switch: no notice switches kept on the phone.
    expect(screen.getAllByRole('switch')).toHaveLength(1);
  });

  it('saves a notice switch to the account, and 设置 shows the same state', async () => {
    startTestSession({ userId: 'U-SET4' });
    const user = setupUser();
    const config = renderApp('/userConfig');
    const notices = await screen.findByRole('region', { name: '消息通知' });
    const queue = await within(notices).findByRole('switch', { name: /排队叫号/ });
    await user.click(queue);
    expect(await within(notices).findByText('已关闭排队叫号通知')).toBeInTheDocument();
    expect(noticePrefs.get('U-SET4')).toEqual(expect.objectContaining({ queue: false, progress: true }));
    config.unmount();

    renderApp('/mySettingsPage');
    const there = await screen.findByRole('region', { name: '消息通知' });
    expect(await within(there).findByRole('switch', { name: /排队叫号/ })).not.toBeChecked();
    expect(within(there).getByRole('switch', { name: /系统消息/ })).toBeChecked();
  });
});
