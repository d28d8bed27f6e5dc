import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reservations } from '@/mocks/features/queue/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { setNow } from '../../utils/clock';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const HALL = 'H1201010';
const MATTER = 'M12010100';

/** From a guide's hand-off (hall and matter chosen) to the check-your-answers step. */
async function toReview(user: ReturnType<typeof setupUser>) {
  renderApp(`/reserve?hallId=${HALL}&matterId=${MATTER}`);
  expect(await screen.findByRole('heading', { name: '选择日期' })).toBeInTheDocument();
  const days = within(await screen.findByRole('group', { name: '预约日期' }));
  expect(days.getByRole('button', { name: /10月3日.*国庆节放假/ })).toBeDisabled();
  expect(days.getByRole('button', { name: /10月10日.*调休上班/ })).toBeEnabled();
  await user.click(days.getByRole('button', { name: /^9月30日/ }));
  const slots = within(await screen.findByRole('group', { name: '预约时段' }));
  const open = slots.getAllByRole('button').find((b) => !(b as HTMLButtonElement).disabled) as HTMLElement;
  const label = open.getAttribute('aria-label') ?? '';
  await user.click(open);
  await user.type(await screen.findByLabelText('预约人姓名'), '张三');
  await user.type(screen.getByLabelText('手机号'), '13800138000');
  await user.type(screen.getByLabelText('身份证号'), '120101199001010017');
  await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
  expect(await screen.findByRole('heading', { name: '核对预约信息' })).toBeInTheDocument();
  return label.split('，')[0];
}

describe('reserve wizard', () => {
  it('books a slot handed over from a guide: check your answers, confirm once, confirmation with the check-in code', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const user = setupUser();
    const slot = await toReview(user);
    expect(screen.getByText('办理事项').parentElement).toHaveTextContent('社会保障卡申领');
    expect(screen.getByText('办理大厅').parentElement).toHaveTextContent('和平区政务服务中心');
    expect(screen.getByText('1****************7')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: '确认预约' });
    await user.dblClick(confirm);
    expect(await screen.findByRole('heading', { name: '预约成功' })).toBeInTheDocument();
    const mine = reservations.filter((r) => r.userId === 'U0001');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ hallId: HALL, matterId: MATTER, date: '2026-09-30', status: 'booked' });
    expect(slot).toContain(`${String(Math.floor(mine[0].start / 60)).padStart(2, '0')}:`);
    expect(screen.getByText(mine[0].checkInCode)).toBeInTheDocument();
    expect(screen.getByText('居民身份证', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看预约详情' })).toBeInTheDocument();
    // A confirmation as GOV.UK's: the reference labelled as one, what happens next and when, the way back.
    expect(screen.getByText('预约编号')).toContainElement(screen.getByTestId('reference'));
    expect(screen.getByTestId('reference')).toHaveTextContent(mine[0].id);
    const next = within(screen.getByRole('region', { name: '接下来' })).getAllByRole('listitem');
    expect(next[0]).toHaveTextContent(/^2026-09-30 \d\d:\d\d前到和平区政务服务中心，出示签到码签到取号$/);
    expect(next[2]).toHaveTextContent(/^如需取消，请在.+前到“我的预约”中取消$/);
    expect(screen.getByRole('link', { name: '我的预约记录' })).toHaveAttribute(
      'href',
      expect.stringContaining('#/historical?tab=reservation'),
    );
  });

  it('a slot taken meanwhile: the message, and the slots as they are now', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const user = setupUser();
    const slot = await toReview(user);
    const start = slot.slice(0, 5);
    emulatorTestApi.queue.fillSlot(HALL, MATTER, '2026-09-30', start);
    await user.click(screen.getByRole('button', { name: '确认预约' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`9月30日 ${start}`);
    expect(screen.getByRole('alert')).toHaveTextContent('名额刚刚被约满，请重新选择时段');
    const slots = within(await screen.findByRole('group', { name: '预约时段' }));
    await waitFor(() => expect(slots.getByRole('button', { name: new RegExp(`^${start}.*已约满`) })).toBeDisabled());
    expect(reservations.filter((r) => r.userId === 'U0001')).toHaveLength(0);
  });

  // Issue 34 item 4: the places left are the gateway's now whenever the list is shown again.
  it('shows the places left as they are now when a day’s slots are shown again', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const user = setupUser();
    renderApp(`/zhReserve?hallId=${HALL}`);
    const pickDay = async () =>
      user.click(within(await screen.findByRole('group', { name: '预约日期' })).getByRole('button', { name: /^9月30日/ }));
    await pickDay();
    const first = (await screen.findByRole('group', { name: '预约时段' })).querySelector('button') as HTMLButtonElement;
    expect(first).toBeEnabled();
    const start = first.textContent!.slice(0, 5);
    // Back to the days (the phone's Back); meanwhile others take the slot's last places.
    window.history.back();
    await screen.findByRole('group', { name: '预约日期' });
    emulatorTestApi.queue.fillSlot(HALL, null, '2026-09-30', start);
    await pickDay();
    // The list asks again as it shows (role queries over two dozen buttons are slow in jsdom: the text is read).
    const slots = await screen.findByRole('group', { name: '预约时段' });
    await waitFor(() => expect(slots.querySelector('button')).toHaveTextContent(new RegExp(`^${start}.*已约满`)), { timeout: 5000 });
    expect(slots.querySelector('button')).toBeDisabled();
  });

  it('checks the details before the next step', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const user = setupUser();
    renderApp(`/zhReserve?hallId=${HALL}`);
    const days = within(await screen.findByRole('group', { name: '预约日期' }));
    await user.click(days.getByRole('button', { name: /^9月30日/ }));
    const slots = within(await screen.findByRole('group', { name: '预约时段' }));
    await user.click(slots.getAllByRole('button').find((b) => !(b as HTMLButtonElement).disabled) as HTMLElement);
    // The step's heading takes the focus as the step shows, so a screen reader reads where the user is.
    expect(await screen.findByRole('heading', { name: '填写预约人信息' })).toHaveFocus();
    await user.type(await screen.findByLabelText('手机号'), '123');
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    expect(await screen.findByText('请输入预约人姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的11位手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的18位身份证号')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '核对预约信息' })).not.toBeInTheDocument();
  });
  it('keeps the details typed when the page is left and opened again (its draft), and sends them trimmed', async () => {
    startTestSession({ userId: 'U0003' });
    setNow('2026-09-29T08:00:00');
    const user = setupUser();
    const toDetails = async () => {
      const days = within(await screen.findByRole('group', { name: '预约日期' }));
      await user.click(days.getByRole('button', { name: /^9月30日/ }));
      const slots = within(await screen.findByRole('group', { name: '预约时段' }));
      await user.click(slots.getAllByRole('button').find((b) => !(b as HTMLButtonElement).disabled) as HTMLElement);
      return screen.findByLabelText('预约人姓名');
    };
    const first = renderApp(`/zhReserve?hallId=${HALL}`);
    await user.type(await toDetails(), ' 王五 ');
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    first.unmount();

    renderApp(`/zhReserve?hallId=${HALL}`);
    expect(await toDetails()).toHaveValue(' 王五 ');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
    await user.type(screen.getByLabelText('身份证号'), '12010319600918132x');
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    expect(await screen.findByRole('heading', { name: '核对预约信息' })).toBeInTheDocument();
    expect(screen.getByText('1****************X')).toBeInTheDocument();
    expect(screen.getByText(/^王五/)).toBeInTheDocument();
  });
});
