import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { complaintTickets } from '@/mocks/features/rating/complaint-tickets';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { setNow } from '../../utils/clock';
import { png } from './helpers';

// 投诉 as a work order (issue 34 item 6, docs/complaints.md): about one of the user's own visits,
// checked before it is filed, confirmed with its 工单号 and deadlines, followed stage by stage,
// and rated by the citizen.

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const next = (name: RegExp) => screen.getByRole('button', { name });
const DESCRIPTION = '工作人员态度生硬，没有解释清楚需要补什么材料。';

async function fillDetails(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('radio', { name: '服务态度' }));
  await user.type(screen.getByRole('textbox', { name: /问题描述/ }), DESCRIPTION);
}

describe('投诉: filing', () => {
  it('is about a visit of the user’s own, checked, then filed once with a 工单号 and this complaint’s deadlines', async () => {
    const user = setupUser();
    setNow('2026-11-30T09:00:00');
    startTestSession({ userId: 'U-CTW', mobile: '13800138000' });
    renderApp('/complaint');
    expect(await screen.findByRole('heading', { level: 1, name: '投诉建议' })).toBeInTheDocument();
    // Nothing chosen: the next step says what is missing.
    await user.click(await screen.findByRole('button', { name: /下一步：填写问题/ }));
    expect(await screen.findByText('请选择投诉对象：您的一次办事记录或一个大厅')).toBeInTheDocument();
    const visit = (await screen.findAllByRole('radio', { name: /^办结 · / }))[0];
    const label = visit.closest('label')!;
    const meta = label.textContent ?? '';
    expect(meta).toMatch(/工作人员/);
    await user.click(visit);
    await user.click(next(/下一步：填写问题/));

    // Details: the account's mobile is the contact; the rules are checked as the gateway does.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /联系电话/ })).toHaveValue('13800138000'));
    await user.type(screen.getByRole('textbox', { name: /问题描述/ }), '态度不好');
    await user.click(next(/下一步：核对内容/));
    expect(await screen.findByText('请选择投诉类型')).toBeInTheDocument();
    expect(screen.getByText('请具体描述您遇到的问题，至少10个字')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /问题描述/ }));
    await fillDetails(user);
    await user.click(next(/下一步：核对内容/));

    // Check your answers, then file.
    expect(await screen.findByRole('heading', { level: 1, name: '核对投诉内容' })).toBeInTheDocument();
    const summary = document.querySelector('dl')!;
    expect(within(summary).getByText('服务态度')).toBeInTheDocument();
    expect(within(summary).getByText(DESCRIPTION)).toBeInTheDocument();
    expect(within(summary).getByText('138****8000')).toBeInTheDocument();
    expect(complaintTickets.all()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确认提交' }));

    expect(await screen.findByRole('heading', { level: 1, name: '投诉已提交' })).toBeInTheDocument();
    expect(screen.getByText('工单号')).toContainElement(screen.getByTestId('reference'));
    expect(screen.getByTestId('reference')).toHaveTextContent('TS202611300001');
    // What happens next comes from this complaint's own deadlines (和平区: 受理 1, 核实 2, 反馈 7 working days).
    const steps = within(screen.getByRole('region', { name: '接下来' }));
    expect(await steps.findByText(/在12月1日前受理，12月2日前核实/)).toBeInTheDocument();
    expect(steps.getByText(/12月9日前把处理结果反馈给您/)).toBeInTheDocument();
    const [row] = complaintTickets.all();
    expect(row).toMatchObject({ userId: 'U-CTW', type: '服务态度', content: DESCRIPTION, phone: '13800138000' });
    expect(row.subject.label).toBe(visit.closest('label')!.querySelector('span span')!.textContent);

    // Back from the confirmation leaves the wizard: the form already sent is not opened again.
    await user.click(screen.getByRole('link', { name: '查看处理进度' }));
    expect(await screen.findByTestId('ticket-no')).toHaveTextContent('TS202611300001');
    const progress = screen.getByRole('region', { name: /处理进度/ });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span:nth-child(2)')?.textContent),
    ).toEqual(['受理', '核实', '整改', '反馈', '回访']);
    expect(within(progress).getByText('办理中，12月1日前完成')).toBeInTheDocument();
  });

  it('keeps every choice when the phone’s back button steps back, and starts from the hall it was opened from', async () => {
    const user = setupUser();
    startTestSession({ userId: 'U-CTB', mobile: '13800138000' });
    renderApp('/complaint?hallId=H1201010');
    const hall = await screen.findByRole('combobox', { name: '或选择大厅' });
    await waitFor(() => expect(hall).toHaveValue('H1201010'));
    await user.click(next(/下一步：填写问题/));
    expect(await screen.findByText(/投诉对象：和平区政务服务中心/)).toBeInTheDocument();
    await fillDetails(user);
    window.history.back();
    await waitFor(() => expect(screen.getByRole('combobox', { name: '或选择大厅' })).toHaveValue('H1201010'));
    window.history.forward();
    expect(await screen.findByRole('textbox', { name: /问题描述/ })).toHaveValue(DESCRIPTION);
    expect(screen.getByRole('radio', { name: '服务态度' })).toHaveAttribute('aria-checked', 'true');
  });

  it('a failing gateway: a message that keeps everything, and one complaint once it is back', async () => {
    const user = setupUser();
    startTestSession({ userId: 'U-CTF', mobile: '13800138000' });
    renderApp('/complaint?hallId=H1201010');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '或选择大厅' })).toHaveValue('H1201010'));
    await user.click(next(/下一步：填写问题/));
    await fillDetails(user);
    await user.click(next(/下一步：核对内容/));
    emulatorTestApi.setFaults({ error: 1, match: '/complaint/ticket' });
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByText(/提交失败：服务器繁忙，请稍后重试。您填写的内容和图片已保留/)).toBeInTheDocument();
    expect(complaintTickets.all()).toHaveLength(0);
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByRole('heading', { level: 1, name: '投诉已提交' })).toBeInTheDocument();
    expect(complaintTickets.all()).toHaveLength(1);
  });
});

describe('投诉 of a visitor', () => {
  it('shows the halls, asks for a login to file, and keeps what was written and the photo through it', async () => {
    const user = setupUser();
    const view = renderApp('/complaint?hallId=H1201010');
    expect(await screen.findByText('登录后显示您的办事记录。')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: '或选择大厅' })).toHaveValue('H1201010'));
    await user.click(next(/下一步：填写问题/));
    await fillDetails(user);
    await user.upload(screen.getByLabelText('添加图片'), png('现场.png'));
    expect(await screen.findByText('登录后上传')).toBeInTheDocument();
    expect(screen.queryByText(/登录状态已过期/)).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /联系电话/ }));
    await user.type(screen.getByRole('textbox', { name: /联系电话/ }), '13900139000');
    await user.click(next(/下一步：核对内容/));
    await user.click(await screen.findByRole('link', { name: '登录后提交' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    const back = new URLSearchParams(currentRoute().split('?')[1]).get('redirect')!;
    expect(back).toMatch(/^\/complaint/);
    view.unmount();

    startTestSession({ userId: 'U-CTV', mobile: '13900139000' });
    renderApp(back);
    // Logged in, the visits are offered, and the draft is as it was left.
    expect((await screen.findAllByRole('radio', { name: /^办结 · / })).length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: '或选择大厅' })).toHaveValue('H1201010');
    await user.click(next(/下一步：填写问题/));
    expect(await screen.findByRole('textbox', { name: /问题描述/ })).toHaveValue(DESCRIPTION);
    await waitFor(() => expect(screen.getByRole('img', { name: '现场.png' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('登录后上传')).not.toBeInTheDocument());
    await user.click(next(/下一步：核对内容/));
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByRole('heading', { level: 1, name: '投诉已提交' })).toBeInTheDocument();
    expect(complaintTickets.all()[0]).toMatchObject({ userId: 'U-CTV', images: [expect.stringMatching(/\.png$/)] });
  });
});

describe('投诉: following and rating it', () => {
  it('shows each stage as it is done, the reply as sentences, and 不满意 has it handled again', async () => {
    const user = setupUser();
    setNow('2026-11-30T09:00:00');
    startTestSession({ userId: 'U-CTR', mobile: '13800138000' });
    const { id } = await fileDirectly();
    emulatorTestApi.advanceClock(3 * 86_400_000);
    renderApp(`/complaintDetails?id=${id}`);
    const progress = await screen.findByRole('region', { name: /处理进度/ });
    expect(within(progress).getByText(/您反映的服务态度问题属实/)).toBeInTheDocument();
    expect(within(progress).getByText('请在12月14日前评价处理结果')).toBeInTheDocument();
    const replies = screen.getByRole('region', { name: '处理回复' });
    expect(within(replies).getByText(/^您好！您对和平区政务服务中心反映的服务态度问题/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('请选择您对处理结果的评价')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '不满意' }));
    await user.type(screen.getByRole('textbox', { name: /补充说明/ }), '没有回电话');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByRole('heading', { name: '处理进度（重新办理）' })).toBeInTheDocument();
    expect(screen.getByText('您对首次处理不满意，已重新办理，请留意新的处理结果。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交评价' })).not.toBeInTheDocument();
  });

  it('a rating sent as the session expired: the login at once, then the choice and the words back, sent once', async () => {
    const user = setupUser();
    setNow('2026-11-30T09:00:00');
    const { token } = startTestSession({ userId: 'U-CTE', mobile: '13800138000' });
    const { id } = await fileDirectly();
    emulatorTestApi.advanceClock(3 * 86_400_000);
    const view = renderApp(`/complaintDetails?id=${id}`);
    await user.click(await screen.findByRole('radio', { name: '基本满意' }));
    await user.type(screen.getByRole('textbox', { name: /补充说明/ }), '希望早点电话告知');
    emulatorTestApi.expireSessions(token);
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    const back = new URLSearchParams(currentRoute().split('?')[1]).get('redirect')!;
    view.unmount();

    startTestSession({ userId: 'U-CTE', mobile: '13800138000' });
    renderApp(back);
    expect(await screen.findByRole('radio', { name: '基本满意' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /补充说明/ })).toHaveValue('希望早点电话告知');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '提交评价' })).not.toBeInTheDocument());
    expect(complaintTickets.get(id)).toMatchObject({ rating: { level: '基本满意', comment: '希望早点电话告知' } });
  });

  it('lists the complaint in 我的投诉建议 with its 工单号 and where it stands', async () => {
    setNow('2026-11-30T09:00:00');
    startTestSession({ userId: 'U-CTL', mobile: '13800138000' });
    const { ticketNo } = await fileDirectly();
    renderApp('/myComplaint');
    const card = await screen.findByRole('link', { name: `投诉工单${ticketNo} 服务态度` });
    expect(within(card).getByText(`工单号：${ticketNo}`)).toBeInTheDocument();
    expect(within(card).getByText('受理中，12月1日前完成')).toBeInTheDocument();
    expect(within(card).getByText('处理中')).toBeInTheDocument();
  });
});

async function fileDirectly() {
  const { gateway } = await import('@/lib/http/client');
  return gateway.post<{ id: string; ticketNo: string }>('/complaint/ticket', {
    type: '服务态度',
    subjectKind: 'hall',
    subjectRef: 'H1201010',
    content: DESCRIPTION,
    images: [],
    phone: '13800138000',
    clientToken: `t-${Math.random()}`,
  });
}
