import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { evaluations } from '@/mocks/features/rating/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

async function firstPending(userId: string) {
  startTestSession({ userId });
  const [item] = await gateway.get<{ id: string; matterName: string }[]>('/evaluate/auth/pendingList');
  return item;
}

describe('好差评', () => {
  it('shows what waits for a rating on the hub and in myNewEval', async () => {
    startTestSession({ userId: 'U-HUB' });
    const user = setupUser();
    renderApp('/evaluation');
    expect(await screen.findAllByRole('link', { name: /^评价/ })).toHaveLength(3);
    await user.click(screen.getByRole('link', { name: '待评价（4项）' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myNewEval\?/));
    expect(await screen.findAllByRole('link', { name: /^评价/ })).toHaveLength(4);
  });

  it('refuses a bad rating without a tag or a reason, sends it with a tag, and shows the answer when it comes', async () => {
    const item = await firstPending('U-BAD');
    const user = setupUser();
    const view = renderApp(`/evaluationPage?id=${item.id}`);
    expect(await screen.findByText(item.matterName)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('请选择评价等级')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '不满意' }));
    const tags = within(screen.getByRole('group', { name: '问题标签' })).getAllByRole('button');
    expect(tags.map((t) => t.textContent)).toEqual(['态度不好', '办事效率低', '多次跑腿', '材料要求不清', '窗口无人', '其他']);
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('差评请选择问题标签或填写原因')).toBeInTheDocument();
    expect(evaluations.get(item.id)?.status).toBe('pending');

    await user.click(screen.getByRole('button', { name: '多次跑腿' }));
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/watchEvaluated\?/));
    expect(currentQuery().get('id')).toBe(item.id);
    expect(await screen.findByText('评价标签：多次跑腿')).toBeInTheDocument();
    expect(screen.getByText('已转相关部门回访整改，答复后会显示在这里')).toBeInTheDocument();
    expect(evaluations.get(item.id)).toMatchObject({ status: 'done', level: 2, tags: ['多次跑腿'] });
    view.unmount();

    emulatorTestApi.advanceClock(30 * 60_000);
    renderApp(`/watchEvaluated?id=${item.id}`);
    expect(await screen.findByText(/我们已约谈.*工作人员并整改/)).toBeInTheDocument();
  });

  it('a good rating needs no reason, and only its own tags are sent', async () => {
    const item = await firstPending('U-GOOD');
    const user = setupUser();
    renderApp(`/evaluationPage?id=${item.id}`);
    await user.click(await screen.findByRole('button', { name: '非常不满意' }));
    await user.click(screen.getByRole('button', { name: '态度不好' }));
    await user.click(screen.getByRole('button', { name: '非常满意' }));
    expect(screen.queryByRole('button', { name: '态度不好' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '办事高效' }));
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/watchEvaluated\?/));
    expect(evaluations.get(item.id)).toMatchObject({ level: 5, tags: ['办事高效'] });
    expect(await screen.findByText('感谢您的评价')).toBeInTheDocument();
  });

  it('refuses 501 characters and keeps the rating after a failed submit', async () => {
    const item = await firstPending('U-KEEP');
    const user = setupUser();
    renderApp(`/evaluationPage?id=${item.id}`);
    await user.click(await screen.findByRole('button', { name: '基本满意' }));
    const reason = screen.getByRole('textbox', { name: /评价内容/ });
    await user.click(reason);
    await user.paste('好'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(screen.getByText('评价内容不能超过500字')).toBeInTheDocument();
    await user.type(reason, '{Backspace}');
    emulatorTestApi.setFaults({ error: 1, match: '/insertEvaluate' });
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText(/提交失败：服务器繁忙，请稍后重试。您的评价已保留/)).toBeInTheDocument();
    expect(reason).toHaveValue('好'.repeat(500));
    expect(screen.getByRole('button', { name: '基本满意' })).toHaveAttribute('aria-pressed', 'true');
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/watchEvaluated\?/));
  });

  it('lists rated items in myEval and does not rate twice', async () => {
    startTestSession({ userId: 'U-MINE' });
    const user = setupUser();
    renderApp('/myEval');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('非常满意')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '查看评价' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/watchEvaluated\?/));
    const id = currentQuery().get('id') ?? '';
    expect(await screen.findByText('工作人员很耐心。')).toBeInTheDocument();
    renderApp(`/evaluationPage?id=${id}`);
    expect(await screen.findByText('该事项已评价。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交评价' })).not.toBeInTheDocument();
  });
});
