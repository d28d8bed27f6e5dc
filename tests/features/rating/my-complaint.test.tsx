import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { uploadFiles } from '@/lib/http/upload';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { png } from './helpers';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

function rating(patch: Record<string, unknown> = {}) {
  return gateway.post<{ id: string }>('/complaint/insert', {
    evaluateTarget: 'doorplate',
    outHallId: 'H1201010',
    suggestComplaintsType: 6,
    openId: '',
    phone: '13800138000',
    remarks: '',
    sumStars: 5,
    complaintCause: '',
    createTime: '2026-11-22 09:00:00',
    userName: '张三',
    source: 3,
    image: '',
    ...patch,
  });
}

describe('myComplaint', () => {
  it('a visitor stays on the open route and gets a login entry in place, without an expiry message', async () => {
    // Issue 12 defect 9: open routes never send a visitor to login; nothing expired either (defect 8).
    const user = setupUser();
    renderApp('/myComplaint');
    const entry = await screen.findByRole('link', { name: '去登录' });
    expect(currentRoute()).toMatch(/^\/myComplaint/);
    expect(screen.queryByText(/登录状态已过期/)).not.toBeInTheDocument();
    await user.click(entry);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(currentQuery().get('redirect')).toMatch(/^\/myComplaint/);
  });

  it('shows an empty state with a way to write one', async () => {
    startTestSession({ userId: 'U-EMPTY' });
    renderApp('/myComplaint');
    expect(await screen.findByText('暂无投诉建议')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去提交' })).toBeInTheDocument();
  });

  it('lists the user’s own ratings page by page, newest first', async () => {
    startTestSession({ userId: 'U-OTHER' });
    await rating({ remarks: '别人的评价' });
    startTestSession({ userId: 'U-LIST' });
    for (let i = 1; i <= 12; i++) {
      await rating({ sumStars: (i % 5) + 1, remarks: `第${i}条意见`, createTime: `2026-11-${String(i).padStart(2, '0')} 10:00:00` });
      emulatorTestApi.advanceClock(1000);
    }
    const user = setupUser();
    renderApp('/myComplaint');
    expect(await screen.findByText('第12条意见')).toBeInTheDocument();
    expect(screen.queryByText('第2条意见')).not.toBeInTheDocument();
    expect(screen.queryByText('别人的评价')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加载更多（已显示10/12条）' }));
    expect(await screen.findByText('第1条意见')).toBeInTheDocument();
    expect(screen.getByText('共12条，没有更多了')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that works', async () => {
    startTestSession({ userId: 'U-ERR' });
    await rating({ remarks: '能看到我' });
    emulatorTestApi.setFaults({ error: 1, match: '/complaint/queryPage' });
    const user = setupUser();
    renderApp('/myComplaint');
    expect(await screen.findByText('加载失败', undefined, { timeout: 5000 })).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('能看到我')).toBeInTheDocument();
  });
});

describe('complaintDetails', () => {
  it('shows what was sent, opens each image in the preview, and shows the staff reply when it comes', async () => {
    startTestSession({ userId: 'U-DETAIL' });
    const files = await uploadFiles([png('窗口.png'), png('排队.png')]);
    const { id } = await rating({
      sumStars: 1,
      complaintCause: '功能故障,体验问题',
      remarks: '叫号屏不显示',
      image: files.map((f) => f.url).join(','),
    });
    const user = setupUser();
    const view = renderApp(`/myComplaint`);
    await user.click(await screen.findByRole('link', { name: /1星评价/ }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/complaintDetails\?/));
    expect(currentQuery().get('id')).toBe(id);
    expect(await screen.findByText('叫号屏不显示')).toBeInTheDocument();
    expect(screen.getByText('功能故障、体验问题')).toBeInTheDocument();
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    expect(screen.getByText('处理中')).toBeInTheDocument();
    expect(screen.getByText('工作人员正在处理，回复后会显示在这里')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '查看图片2' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/previewFile\?/));
    expect(currentQuery().get('fileUrl')).toBe(files[1].url);
    view.unmount();

    // Staff answer on the emulator's clock.
    emulatorTestApi.advanceClock(30 * 60_000);
    renderApp(`/complaintDetails?id=${id}`);
    const replies = await screen.findByRole('region', { name: '处理回复' });
    expect(await within(replies).findByText(/您反映的功能故障,体验问题已收到/)).toBeInTheDocument();
    expect(screen.getByText('已回复')).toBeInTheDocument();
    expect(within(replies).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('does not show another user’s complaint', async () => {
    startTestSession({ userId: 'U-A' });
    const { id } = await rating({ remarks: '私人内容' });
    startTestSession({ userId: 'U-B' });
    renderApp(`/complaintDetails?id=${id}`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('投诉建议不存在')).toBeInTheDocument();
    expect(screen.queryByText('私人内容')).not.toBeInTheDocument();
  });
});
