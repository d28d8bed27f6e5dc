import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { matterFeedbackProblems } from '@/features/rating/matter-feedback/matter-feedback-rules';
import { gateway } from '@/lib/http/client';
import { matterFeedback } from '@/mocks/features/rating/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const MATTER = 'M12010100';

describe('matter feedback rules', () => {
  it('needs a type, a description of at most 500 characters and a contact', () => {
    expect(matterFeedbackProblems({ types: [], content: ' ', contact: '' })).toEqual({
      types: '请选择问题类型',
      content: '请描述需要纠正的内容',
      contact: '请留下您的联系方式',
    });
    expect(matterFeedbackProblems({ types: ['其他'], content: '字'.repeat(501), contact: 'x' })).toEqual({
      content: '问题描述不能超过500字',
      contact: '请输入正确的手机号或邮箱',
    });
    expect(matterFeedbackProblems({ types: ['其他'], content: '字'.repeat(500), contact: '13800138000' })).toEqual({});
  });
});

describe('mFeedback and mFeedbackInfo', () => {
  it('sends a correction of a matter’s guide and opens its details, where the answer appears later', async () => {
    startTestSession({ userId: 'U-MF' });
    const user = setupUser();
    const view = renderApp(`/mFeedback?matterId=${MATTER}`);
    expect(await screen.findByText('社会保障卡申领')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/联系方式/)).toHaveValue('13800138000'));
    await user.click(screen.getByRole('button', { name: '提交纠错' }));
    expect(await screen.findByText('请选择问题类型')).toBeInTheDocument();
    expect(screen.getByText('请描述需要纠正的内容')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '材料有误' }));
    await user.type(screen.getByRole('textbox', { name: '问题描述' }), '材料清单缺少户口簿原件');
    await user.click(screen.getByRole('button', { name: '提交纠错' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/mFeedbackInfo\?/));
    const id = currentQuery().get('id') ?? '';
    expect(matterFeedback.get(id)).toMatchObject({
      userId: 'U-MF',
      matterId: MATTER,
      types: ['材料有误'],
      content: '材料清单缺少户口簿原件',
      phone: '13800138000',
    });
    const described = await screen.findByRole('region', { name: '问题描述' });
    expect(within(described).getByText('材料清单缺少户口簿原件')).toBeInTheDocument();
    expect(screen.getByText('事项管理部门正在核实，答复后会显示在这里')).toBeInTheDocument();
    view.unmount();

    // An open page: the link works without a session, and shows the answer once it came.
    window.sessionStorage.clear();
    emulatorTestApi.advanceClock(30 * 60_000);
    renderApp(`/mFeedbackInfo?id=${id}`);
    expect(await screen.findByText(/相关内容已更正/)).toBeInTheDocument();
    expect(screen.queryByText('13800138000')).not.toBeInTheDocument();
  });

  it('explains a missing or unknown matter', async () => {
    startTestSession();
    const view = renderApp('/mFeedback');
    expect(await screen.findByText('未指定要纠错的事项，请从办事指南页面进入')).toBeInTheDocument();
    view.unmount();
    renderApp('/mFeedback?matterId=M-NOPE');
    expect(await screen.findByText('事项不存在')).toBeInTheDocument();
  });

  it('keeps what was typed when sending fails', async () => {
    startTestSession();
    const user = setupUser();
    renderApp(`/mFeedback?matterId=${MATTER}`);
    await user.click(await screen.findByRole('button', { name: '收费有误' }));
    await user.type(screen.getByRole('textbox', { name: '问题描述' }), '工本费已取消');
    emulatorTestApi.setFaults({ error: 1, match: '/matter/feedback/insert' });
    await user.click(screen.getByRole('button', { name: '提交纠错' }));
    expect(await screen.findByText(/提交失败：服务器繁忙，请稍后重试。您填写的内容已保留/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveValue('工本费已取消');
    expect(matterFeedback.all()).toHaveLength(0);
  });
});

describe('myFeedback and feedbackMe', () => {
  it('lists ratings and guide corrections on two tabs; no replies before staff answered', async () => {
    startTestSession({ userId: 'U-FB' });
    await gateway.post('/complaint/insert', {
      evaluateTarget: 'doorplate',
      outHallId: '',
      suggestComplaintsType: 6,
      openId: '',
      phone: '13800138000',
      remarks: '自助机卡纸',
      sumStars: 2,
      complaintCause: '功能故障',
      createTime: '2026-11-22 09:00:00',
      userName: '',
      source: 3,
      image: '',
    });
    await gateway.post('/matter/feedback/insert', { matterId: MATTER, types: ['流程有误'], content: '流程少了一步', phone: '13800138000' });
    const user = setupUser();
    const view = renderApp('/myFeedback');
    expect(await screen.findByText('自助机卡纸')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '指南纠错' }));
    expect(await screen.findByText('流程少了一步')).toBeInTheDocument();
    expect(currentQuery().get('tab')).toBe('matter');
    view.unmount();

    renderApp('/feedbackMe');
    expect(await screen.findByText('暂无回复')).toBeInTheDocument();
  });

  it('shows the replies after staff answered, newest first, opening the answered item', async () => {
    startTestSession({ userId: 'U-FB2' });
    await gateway.post('/complaint/insert', {
      evaluateTarget: 'doorplate',
      outHallId: '',
      suggestComplaintsType: 6,
      openId: '',
      phone: '13800138000',
      remarks: '',
      sumStars: 1,
      complaintCause: '体验问题',
      createTime: '2026-11-22 09:00:00',
      userName: '',
      source: 3,
      image: '',
    });
    emulatorTestApi.advanceClock(10 * 60_000);
    await gateway.post('/matter/feedback/insert', { matterId: MATTER, types: ['其他'], content: '电话打不通', phone: '13800138000' });
    emulatorTestApi.advanceClock(30 * 60_000);
    const user = setupUser();
    renderApp('/feedbackMe');
    const links = await screen.findAllByRole('link', { name: /：/ });
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['指南纠错：社会保障卡申领指南纠错', '投诉建议：1星评价（体验问题）']);
    expect(within(links[1]).getByText(/您反映的体验问题已收到/)).toBeInTheDocument();
    await user.click(links[1]);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/complaintDetails\?/));
  });
});
