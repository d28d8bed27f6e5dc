import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { crossRequests, filledForms, remoteBookings } from '@/mocks/features/cases/tables';
import { emulatorTestApi } from '@/mocks/node';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const MATTER = 'M12010001';

beforeEach(() => {
  emulatorTestApi.reset();
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  startTestSession();
});

describe('常用表单 and 填写表单', () => {
  it('fills a form from its definition, refuses what is missing, checks, saves, and lists it under 我填写的表单', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`/commonForm?${AREA}`);
    const forms = await screen.findByRole('list', { name: '表单' });
    expect(within(forms).getByRole('link', { name: '失业保险金申领表' })).toBeInTheDocument();
    expect(await screen.findByText('还没有保存过表单。')).toBeInTheDocument();
    await user.click(within(forms).getByRole('link', { name: '政务服务事项申请表' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/formIndex\?formId=F-GENERAL/));

    await user.click(await screen.findByRole('button', { name: '下一步：核对' }));
    expect(await screen.findByText('请填写申请事由')).toBeInTheDocument();
    await user.type(screen.getByLabelText('申请事由'), '办理社保卡补办');
    await user.click(screen.getByRole('radio', { name: '窗口领取' }));
    await user.click(screen.getByRole('button', { name: '下一步：核对' }));

    expect(await screen.findByRole('heading', { name: '请核对政务服务事项申请表' })).toBeInTheDocument();
    expect(screen.getByText('办理社保卡补办')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(await screen.findByLabelText('申请事由')).toHaveValue('办理社保卡补办');
    await user.click(screen.getByRole('button', { name: '下一步：核对' }));
    const save = await screen.findByRole('button', { name: '确认保存' });
    await Promise.all([user.click(save), user.click(save)]);
    expect(await screen.findByRole('heading', { name: '表单已保存' })).toBeInTheDocument();
    expect(filledForms.all()).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: /常用表单/ }));
    const mine = await screen.findByRole('region', { name: '我填写的表单' });
    expect(await within(mine).findByText(/政务服务事项申请表/)).toBeInTheDocument();
  }, 60_000);
});

describe('远程办', () => {
  it('asks for a time and a phone, confirms, books once, and cancels after a second confirmation', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`/remoteProcessing?matterId=${MATTER}&${AREA}`);
    const book = await screen.findByRole('button', { name: '预约视频办理' });
    await user.click(book);
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择视频办理时段');
    const slot = screen.getAllByRole('button', { name: /剩余2个$/ })[0];
    const label = slot.getAttribute('aria-label')!;
    await user.click(slot);
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('联系电话'), '1380013800');
    await user.click(book);
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的11位手机号');
    await user.type(screen.getByLabelText('联系电话'), '0');
    await user.type(screen.getByLabelText('想咨询的问题（选填）'), '材料怎么准备');

    // The confirmation says what is booked; 取消 books nothing.
    await user.click(book);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('联系电话：13800138000');
    expect(dialog).toHaveTextContent('咨询内容：材料怎么准备');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remoteBookings.all()).toHaveLength(0);
    await user.click(book);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确认预约' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const mine = await screen.findByRole('region', { name: '我的预约' });
    expect(await within(mine).findByText(/已预约/)).toBeInTheDocument();
    expect(remoteBookings.all()).toHaveLength(1);
    // The slot has one place left now, and the form is empty for the next booking.
    expect(await screen.findByRole('button', { name: label.replace('剩余2个', '剩余1个') })).toBeInTheDocument();
    expect(screen.getByLabelText('联系电话')).toHaveValue('');

    await user.click(within(mine).getByRole('button', { name: /^取消.*的预约$/ }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定取消这次远程办理预约吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消预约' }));
    expect(await within(mine).findByText(/已取消/)).toBeInTheDocument();
    expect(remoteBookings.all()[0].status).toBe('cancelled');
  }, 60_000);

  it('says so when cancelling fails, and the booking stays', async () => {
    const { gateway } = await import('@/lib/http/client');
    const { slots } = await gateway.get<{ slots: { slot: number }[] }>('/online-processing/anon/remote/slots', { matterId: MATTER });
    await gateway.post('/online-processing/anon/remote/book', { matterId: MATTER, slot: slots[0].slot, mobile: '13800138000', topic: '' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`/remoteProcessing?matterId=${MATTER}&${AREA}`);
    const mine = await screen.findByRole('region', { name: '我的预约' });
    await user.click(await within(mine).findByRole('button', { name: /^取消.*的预约$/ }));
    emulatorTestApi.setFaults({ error: 1, match: '/remote/cancel', message: '服务繁忙' });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消预约' }));
    expect(await screen.findByText('取消失败：服务繁忙。预约仍然有效，请稍后重试。')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    expect(remoteBookings.all()[0].status).toBe('booked');
    expect(within(mine).getByText(/· 已预约/)).toBeInTheDocument();
  }, 60_000);
});

describe('跨省通办', () => {
  it('checks the request, sends it once, and the staff answer the feedback on the clock', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderApp(`/crossProcessingFeedback?${AREA}`);
    const next = await screen.findByRole('button', { name: '下一步：核对' });
    await user.click(next);
    // Each missing answer is said at its field.
    expect(await screen.findByText('请选择事项')).toBeInTheDocument();
    expect(screen.getByText('请填写申请说明')).toBeInTheDocument();
    const select = screen.getByLabelText('事项') as HTMLSelectElement;
    const option = [...select.options].find((o) => o.value)!;
    await user.selectOptions(select, option.value);
    // The matter's own mode is chosen with it.
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(true);
    await user.click(next);
    expect(await screen.findByText('请填写办理地')).toBeInTheDocument();
    expect(screen.queryByText('请选择事项')).not.toBeInTheDocument();
    expect(screen.queryByText('请选择办理模式')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('办理地（户籍地或业务所在地）'), '河北省石家庄市');
    await user.type(screen.getByLabelText('申请说明'), '户籍在石家庄，现居天津，申请异地办理。');
    await user.type(screen.getByLabelText('联系电话'), '13800138000');
    await user.click(next);

    expect(await screen.findByRole('heading', { name: '请核对申请' })).toBeInTheDocument();
    expect(screen.getByText('河北省石家庄市')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: '确认提交' });
    await Promise.all([user.click(send), user.click(send)]);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/crossDetails\?id=/));
    expect(crossRequests.all()).toHaveLength(1);

    await user.type(await screen.findByLabelText('补充说明或提问'), '请问需要多久？');
    await user.click(screen.getByRole('button', { name: '发送反馈' }));
    const thread = await screen.findByRole('region', { name: '办理反馈' });
    expect(await within(thread).findByText('请问需要多久？')).toBeInTheDocument();
    // The staff answer on the emulator's clock: seen when the request is opened again.
    emulatorTestApi.advanceClock(31 * 60_000);
    first.unmount();
    renderApp(`/crossDetails?id=${crossRequests.all()[0].id}&${AREA}`);
    const again = await screen.findByRole('region', { name: '办理反馈' });
    expect(await within(again).findByText(/工作人员将在1个工作日内电话联系您/)).toBeInTheDocument();
    expect(within(again).getByText('您的跨省通办申请已受理，正在核对材料。')).toBeInTheDocument();
  }, 60_000);
});
