import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { agencyRequests } from '@/mocks/features/agency/tables';
import { emulatorTestApi } from '@/mocks/node';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const AREA = 'fixedArea=120101&rootArea=120000&sys=home';

beforeEach(() => {
  emulatorTestApi.reset();
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
});

describe('agencyApplication', () => {
  it('checks the answers, then sends once however often the button is tapped, and opens the details', async () => {
    startTestSession();
    const user = userEvent.setup();
    renderApp(`/agencyApplication?${AREA}`);
    const matters = await screen.findByRole('radiogroup', { name: '办理事项' });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请选择要办理的事项')).toBeInTheDocument();
    expect(screen.getByText('请填写您的姓名')).toBeInTheDocument();
    await user.click(within(matters).getAllByRole('radio')[0]);
    await user.type(screen.getByLabelText('申请人姓名'), '刘桂兰');
    await user.type(screen.getByLabelText('联系电话'), '13512345678');
    await user.click(screen.getByRole('radio', { name: '尽快' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请核对以下信息，确认无误后提交。')).toBeInTheDocument();
    expect(screen.getByText('刘桂兰')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: '确认提交' });
    await Promise.all([user.click(send), user.click(send), user.click(send)]);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myAgencyDetails\?/));
    expect(await screen.findByText('正在为您安排帮办员，请耐心等待')).toBeInTheDocument();
    expect(agencyRequests.filter((r) => r.applicantName === '刘桂兰' && r.userId === 'U0001')).toHaveLength(1);
  });

  it('keeps what was typed when the send fails, and says so', async () => {
    startTestSession();
    const user = userEvent.setup();
    renderApp(`/agencyApplication?${AREA}`);
    await user.click(
      within(await screen.findByRole('radiogroup', { name: '办理事项' })).getByRole('radio', { name: '其他事项（手动填写）' }),
    );
    await user.type(screen.getByLabelText('事项名称'), '残疾人证办理');
    await user.type(screen.getByLabelText('申请人姓名'), '马德华');
    await user.type(screen.getByLabelText('联系电话'), '13698765432');
    await user.click(screen.getByRole('radio', { name: '周末' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    emulatorTestApi.setFaults({ error: 1, match: '/assistagent', message: '服务繁忙' });
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByText(/提交失败：服务繁忙。您填写的内容已保留。/)).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(screen.getByLabelText('事项名称')).toHaveValue('残疾人证办理');
  });
});

describe('staff pages', () => {
  it('a citizen opening agentRequest is told it is for staff, with the way to log in', async () => {
    startTestSession();
    renderApp(`/agentRequest?${AREA}`);
    expect(await screen.findByText('仅限工作人员使用')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '工作人员登录' })).toBeInTheDocument();
  });

  it('the address book searches by pinyin initials; a volunteer sees masked numbers and no call link', async () => {
    startTestSession({ userId: 'M13600136004', mobile: '13600136004' });
    const user = userEvent.setup();
    renderApp(`/addressBook?${AREA}`);
    expect(await screen.findByText('王芳')).toBeInTheDocument();
    expect(screen.getByText(/电话 136\*\*\*\*6001/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /拨打王芳/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '搜索同事' }), 'lq');
    await waitFor(() => expect(screen.queryByText('王芳')).not.toBeInTheDocument());
    expect(screen.getByText('李强')).toBeInTheDocument();
  });

  it('an assistant sees full numbers to call, and the on-duty filter', async () => {
    startTestSession({ userId: 'M13600136001', mobile: '13600136001' });
    const user = userEvent.setup();
    renderApp(`/addressBook?${AREA}`);
    expect(await screen.findByRole('link', { name: '拨打李强的电话 13600136002' })).toHaveAttribute('href', 'tel:13600136002');
    expect(screen.getByText('孙丽')).toBeInTheDocument();
    await user.click(screen.getByText('只看在岗'));
    await waitFor(() => expect(screen.queryByText('孙丽')).not.toBeInTheDocument());
  });
});

describe('myAgencyDetails: what the citizen writes survives a failed send and the login', () => {
  async function applied(user: ReturnType<typeof userEvent.setup>) {
    const view = renderApp(`/agencyApplication?${AREA}`);
    const matters = await screen.findByRole('radiogroup', { name: '办理事项' });
    await user.click(within(matters).getAllByRole('radio')[0]);
    await user.type(screen.getByLabelText('申请人姓名'), '刘桂兰');
    await user.type(screen.getByLabelText('联系电话'), '13512345678');
    await user.click(screen.getByRole('radio', { name: '尽快' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myAgencyDetails\?/));
    return { route: currentRoute(), view };
  }

  it('a message sent as the session expired: the login at once, then the message back, sent once', async () => {
    const { token } = startTestSession();
    const user = userEvent.setup();
    const { route, view } = await applied(user);
    await user.type(await screen.findByLabelText('给帮办员留言'), '请周三上午联系我');
    emulatorTestApi.expireSessions(token);
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(new URLSearchParams(currentRoute().split('?')[1]).get('redirect')).toMatch(/^\/myAgencyDetails\?/);
    view.unmount();

    startTestSession();
    renderApp(route);
    expect(await screen.findByLabelText('给帮办员留言')).toHaveValue('请周三上午联系我');
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    await waitFor(() => expect(screen.getByLabelText('给帮办员留言')).toHaveValue(''));
    const row = agencyRequests.find((r) => r.applicantName === '刘桂兰' && r.userId === 'U0001')!;
    expect(row.messages.filter((m) => m.content === '请周三上午联系我')).toHaveLength(1);
  });
});
