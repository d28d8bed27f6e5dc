import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doorplateFollows, doorplates } from '@/mocks/features/halls/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

// antd-mobile's dialogs animate in with pointer-events off (jsdom never ends the animation): a
// user taps once they have settled.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

const followsOf = (userId: string) => doorplateFollows.filter((f) => f.userId === userId);

describe('我的门牌', () => {
  it('follow a doorplate from the search with check-your-answers, rename it, then stop following after confirming', async () => {
    startTestSession({ userId: 'U0001' });
    const user = setupUser();
    renderApp('/doorSearch?fixedArea=120101&rootArea=120000');
    const search = await screen.findByRole('search', { name: '搜索门牌' });
    await user.type(within(search).getByRole('searchbox'), '党群{Enter}');
    expect(await screen.findByText(/^共\d+个门牌$/)).toBeInTheDocument();
    const first = screen.getAllByRole('heading', { level: 2 }).find((h) => /党群服务中心$/.test(h.textContent ?? ''))!;
    const plate = doorplates.find((d) => d.name === first.textContent)!;
    const card = first.closest('li')!;
    await user.click(within(card).getByRole('link', { name: '关注' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/editDoorplate\?/));

    // The name is required; the check page shows what will be sent.
    await user.click(await screen.findByRole('button', { name: '下一步：确认信息' }));
    expect(await screen.findByText('请输入门牌名称，如：家附近')).toBeInTheDocument();
    await user.type(screen.getByLabelText('门牌名称（必填）'), '家附近');
    await user.type(screen.getByLabelText('备注'), '周末也开门');
    await user.click(screen.getByRole('button', { name: '下一步：确认信息' }));
    expect(await screen.findByRole('heading', { name: '请确认以下信息' })).toBeInTheDocument();
    expect(screen.getByText(plate.name)).toBeInTheDocument();
    expect(screen.getByText('周末也开门')).toBeInTheDocument();
    expect(followsOf('U0001')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确认关注' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myDoorplateList/));
    expect(await screen.findByRole('heading', { name: '家附近' })).toBeInTheDocument();
    expect(followsOf('U0001').map((f) => [f.doorplateId, f.alias, f.remark])).toEqual([[plate.id, '家附近', '周末也开门']]);

    // Rename it.
    await user.click(screen.getByRole('link', { name: '编辑' }));
    const alias = await screen.findByLabelText('门牌名称（必填）');
    expect(alias).toHaveValue('家附近');
    await user.clear(alias);
    await user.type(alias, '公司旁');
    await user.click(screen.getByRole('button', { name: '下一步：确认信息' }));
    await user.click(await screen.findByRole('button', { name: '确认保存' }));
    expect(await screen.findByRole('heading', { name: '公司旁' })).toBeInTheDocument();
    expect(followsOf('U0001')[0].alias).toBe('公司旁');

    // Stop following: asked first; 保留 keeps it.
    await user.click(screen.getByRole('button', { name: '取消关注' }));
    expect(await screen.findByText('确定不再关注“公司旁”吗？')).toBeInTheDocument();
    await user.click(screen.getByText('保留'));
    await waitFor(() => expect(screen.queryByText('确定不再关注“公司旁”吗？')).not.toBeInTheDocument());
    expect(followsOf('U0001')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '取消关注' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '取消关注' }));
    expect(await screen.findByText('还没有关注的门牌')).toBeInTheDocument();
    expect(followsOf('U0001')).toHaveLength(0);
    expect(screen.getByRole('link', { name: '去搜索门牌' })).toBeInTheDocument();
  });

  it('an already followed doorplate is not followed twice', async () => {
    startTestSession({ userId: 'U0002' });
    const plate = doorplates.find((d) => d.areaCode === '120101')!;
    doorplateFollows.insert({
      id: 'F-test',
      userId: 'U0002',
      doorplateId: plate.id,
      alias: '老地方',
      remark: '',
      createdAt: emulatorTestApi.now(),
      updatedAt: emulatorTestApi.now(),
    });
    renderApp(`/editDoorplate?doorplateId=${plate.id}`);
    expect(await screen.findByText('您已关注该门牌')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '编辑这个门牌' })).toBeInTheDocument();
  });

  it('a visitor without a session is asked to log in', async () => {
    renderApp('/myDoorplateList');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消关注' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /登录/ })).toBeInTheDocument();
  });

  it('a failed list load offers a retry that works', async () => {
    startTestSession({ userId: 'U0001' });
    emulatorTestApi.setFaults({ error: 1, match: '/doorplate/list' });
    renderApp('/myDoorplateList');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有关注的门牌')).toBeInTheDocument();
  });
});
