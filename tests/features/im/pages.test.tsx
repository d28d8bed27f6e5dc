import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { disconnectSocket } from '@/features/im/socket/socket';
import { consults, messages, systemMessages } from '@/mocks/features/im/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp, renderAppWithLists } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  window.localStorage.setItem('userId', 'U0001');
});
// Leave the page before logging the socket out: a chat still on screen would render the
// disconnect after the test ended.
afterEach(async () => {
  cleanup();
  await disconnectSocket();
});

describe('messaging pages', () => {
  it('oicq lists the conversations with their unread counts, and staff to start one with', async () => {
    startTestSession();
    const user = setupUser();
    renderApp('/oicq');
    const chen = await screen.findByRole('link', { name: /^陈静，帮办组长，1条未读/ });
    expect(chen).toHaveTextContent('明天上午可以上门协助');
    expect(screen.getByRole('link', { name: /^王芳，帮办员，1条未读：\[链接\] 社保卡补换办理指南/ })).toBeInTheDocument();
    const staffList = screen.getByRole('region', { name: '联系窗口工作人员' });
    await user.click(within(staffList).getByRole('link', { name: /^联系李强/ }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/oicqContent\?peerId=M13600136002/));
    expect(await screen.findByRole('heading', { level: 1, name: '与李强沟通' })).toBeInTheDocument();
    // The conversation with 李强 is new: its (empty) history has loaded.
    expect(await screen.findByText('还没有消息')).toBeInTheDocument();
  });

  it('oicqContent sends a typed message through the socket once, and the box is emptied', async () => {
    startTestSession();
    const user = setupUser();
    // The conversation's virtual list given a size (jsdom lays nothing out), so that the sent line shows.
    renderAppWithLists('/oicqContent?peerId=M13600136002');
    expect(await screen.findByRole('heading', { level: 1, name: '与李强沟通' })).toBeInTheDocument();
    expect(await screen.findByText('还没有消息')).toBeInTheDocument();
    const box = screen.getByLabelText('输入消息');
    await user.type(box, '请问公积金怎么提取？');
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(messages.filter((m) => m.fromId === 'U0001' && m.content === '请问公积金怎么提取？')).toHaveLength(1));
    expect(box).toHaveValue('');
    // The server's copy comes back over the socket: the line shows as sent, once.
    const chat = screen.getByRole('region', { name: '聊天记录' });
    expect(await within(chat).findByText(/已发送/)).toBeInTheDocument();
    expect(within(chat).getAllByText('请问公积金怎么提取？')).toHaveLength(1);
  });

  it('the message centre counts unread messages, reads one, and reads all', async () => {
    startTestSession();
    const user = setupUser();
    renderApp('/message');
    expect(await screen.findByRole('link', { name: '会话消息，2条未读' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: '系统消息' });
    expect(within(list).getAllByText('[未读]')).toHaveLength(2);
    const first = within(list).getAllByRole('article')[0];
    await user.click(within(first).getByRole('button', { name: '查看详情' }));
    await waitFor(() => expect(within(list).getAllByText('[未读]')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByRole('link', { name: '会话消息，0条未读' })).toBeInTheDocument();
    expect(within(list).queryByText('[未读]')).not.toBeInTheDocument();
    expect(systemMessages.filter((m) => m.userId === 'U0001' && !m.read)).toHaveLength(0);
    expect(messages.filter((m) => m.toId === 'U0001' && !m.read)).toHaveLength(0);
  });

  it('a visitor is asked to log in on the message centre', async () => {
    renderApp('/message');
    expect(await screen.findByRole('button', { name: '登录' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('consult checks the answers before it sends once, and myconsult shows the question waiting', async () => {
    startTestSession();
    const user = setupUser();
    renderApp('/consult');
    const dept = await screen.findByLabelText('咨询部门');
    await user.click(screen.getByRole('button', { name: '下一步：核对内容' }));
    expect(screen.getByText('请选择咨询部门')).toBeInTheDocument();
    expect(screen.getByText('请填写咨询标题')).toBeInTheDocument();
    await user.selectOptions(dept, within(dept).getAllByRole('option')[1]);
    await user.type(screen.getByLabelText('咨询标题'), '社保卡补办');
    await user.type(screen.getByLabelText(/咨询内容/), '社保卡丢了怎么补办？');
    await user.click(screen.getByRole('button', { name: '下一步：核对内容' }));
    expect(screen.getByText('请留下您的联系方式')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/联系方式/), '13800138000');
    await user.click(screen.getByRole('button', { name: '下一步：核对内容' }));
    expect(await screen.findByRole('heading', { level: 1, name: '核对咨询内容' })).toBeInTheDocument();
    expect(screen.getByText('社保卡丢了怎么补办？')).toBeInTheDocument();
    // The phone's back button: the form as it was typed; 下一步 again.
    act(() => window.history.back());
    expect(await screen.findByLabelText('咨询标题')).toHaveValue('社保卡补办');
    await user.click(screen.getByRole('button', { name: '下一步：核对内容' }));
    expect(await screen.findByRole('heading', { level: 1, name: '核对咨询内容' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: '确认提交' });
    await Promise.all([user.click(send), user.click(send)]);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myconsult/));
    expect(await screen.findByRole('heading', { level: 2, name: '社保卡补办' })).toBeInTheDocument();
    expect(screen.getByText('待答复')).toBeInTheDocument();
    expect(consults.filter((c) => c.userId === 'U0001')).toHaveLength(1);
  });

  it('consult: a send the gateway refuses says so on the page and keeps the answers; sent again, once', async () => {
    startTestSession();
    const user = setupUser();
    renderApp('/consult');
    const dept = await screen.findByLabelText('咨询部门');
    await user.selectOptions(dept, within(dept).getAllByRole('option')[1]);
    await user.type(screen.getByLabelText('咨询标题'), '社保卡补办');
    await user.type(screen.getByLabelText(/咨询内容/), '社保卡丢了怎么补办？');
    await user.type(screen.getByLabelText(/联系方式/), '13800138000');
    await user.click(screen.getByRole('button', { name: '下一步：核对内容' }));
    expect(await screen.findByRole('heading', { level: 1, name: '核对咨询内容' })).toBeInTheDocument();
    emulatorTestApi.setFaults({ error: 1, match: '/im/consult/auth/save' });
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    // On the page, not a toast that goes: what failed and that the answers are kept.
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败：服务器繁忙，请稍后重试。您填写的内容已保留。');
    expect(screen.getByText('社保卡丢了怎么补办？')).toBeInTheDocument();
    expect(consults.filter((c) => c.userId === 'U0001')).toHaveLength(0);
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myconsult/));
    expect(consults.filter((c) => c.userId === 'U0001')).toHaveLength(1);
  });
});
