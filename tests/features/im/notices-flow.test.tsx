import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { askSubscribe } from '@/app/ask-subscribe';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { disconnectSocket } from '@/features/im/socket/socket';
import { reservations } from '@/mocks/features/queue/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { setNow } from '../../utils/clock';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const HALL = 'H1201010';
const MATTER = 'M12010100';

afterEach(async () => {
  cleanup();
  await disconnectSocket();
});

/** Books the first open slot of 9月30日 through the wizard, to its confirmation. */
async function book(user: ReturnType<typeof setupUser>) {
  renderApp(`/reserve?hallId=${HALL}&matterId=${MATTER}`);
  const days = within(await screen.findByRole('group', { name: '预约日期' }));
  await user.click(days.getByRole('button', { name: /^9月30日/ }));
  const slots = within(await screen.findByRole('group', { name: '预约时段' }));
  await user.click(slots.getAllByRole('button').find((b) => !(b as HTMLButtonElement).disabled) as HTMLElement);
  await user.type(await screen.findByLabelText('预约人姓名'), '张三');
  await user.type(screen.getByLabelText('手机号'), '13800138000');
  await user.type(screen.getByLabelText('身份证号'), '120101199001010017');
  await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
  await user.click(await screen.findByRole('button', { name: '确认预约' }));
  expect(await screen.findByRole('heading', { name: '预约成功' })).toBeInTheDocument();
}

describe('服务通知 in 消息中心', () => {
  it('a citizen books and cancels; 消息中心 shows both, unread, newest first, each opening the booking', { timeout: 90_000 }, async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const user = setupUser();
    await book(user);
    const booking = reservations.filter((r) => r.userId === 'U0001')[0];
    await user.click(screen.getByRole('link', { name: '查看预约详情' }));
    await user.click(await screen.findByRole('button', { name: '取消预约' }));
    await user.click(await screen.findByRole('radio', { name: '行程有变' }));
    await user.click(screen.getByRole('button', { name: '提交取消' }));
    await user.click(await screen.findByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(reservations.get(booking.id)?.status).toBe('cancelled'));
    cleanup();

    renderApp('/message');
    const list = await screen.findByRole('region', { name: '系统消息' });
    const cancelled = (await within(list).findByRole('heading', { name: '[未读] 预约已取消' })).closest('article') as HTMLElement;
    const confirmed = within(list).getByRole('heading', { name: '[未读] 预约成功' }).closest('article') as HTMLElement;
    // Newest first (the seeded platform messages are dated after this test's clock).
    const articles = within(list).getAllByRole('article');
    expect(articles.indexOf(cancelled)).toBeLessThan(articles.indexOf(confirmed));
    // The SMS of each went to the account's mobile.
    expect(emulatorTestApi.notices.sms('13800138000').map((s) => s.kind)).toEqual(['booking.cancelled', 'booking.confirmed']);

    await user.click(within(confirmed).getByRole('button', { name: '查看详情' }));
    expect(within(confirmed).getByText(/您已预约和平区政务服务中心“社会保障卡申领”2026-09-30/)).toBeInTheDocument();
    await waitFor(() => expect(within(confirmed).getByRole('heading')).not.toHaveTextContent('[未读]'));
    await user.click(within(cancelled).getByRole('button', { name: '查看详情' }));
    await user.click(within(cancelled).getByRole('link', { name: '前往查看' }));
    await waitFor(() => expect(currentRoute()).toMatch(new RegExp(`^/appointmentDetails\\?id=${booking.id}`)));
    expect((await screen.findAllByText('已取消')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: '预约详情' })).toBeInTheDocument();
  });

  it('inside the messenger the consent sheet is asked: 允许 gives one subscribe message, 拒绝 none', { timeout: 60_000 }, async () => {
    startTestSession({ userId: 'U1001', authority: 'openId' });
    useAuthStore.setState({ authority: 'openId' });
    const user = setupUser();
    const asked = askSubscribe('booking');
    expect(await screen.findByText(/预约提醒（预约成功、前一天和前一小时提醒您）/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '允许' }));
    await asked;
    expect(emulatorTestApi.notices.openConsents('U1001')).toEqual(['booking']);
    await waitFor(() => expect(screen.queryByRole('button', { name: '允许' })).not.toBeInTheDocument());
    const refused = askSubscribe('queue');
    expect(await screen.findByText(/排队叫号提醒/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '拒绝' }));
    await refused;
    await waitFor(() => expect(screen.queryByRole('button', { name: '拒绝' })).not.toBeInTheDocument());
    expect(emulatorTestApi.notices.openConsents('U1001')).toEqual(['booking']);
    // A mobile login is never asked.
    useAuthStore.setState({ authority: 'mobile' });
    await askSubscribe('case');
    expect(screen.queryByRole('button', { name: '允许' })).not.toBeInTheDocument();
  });

  it('a messenger user is offered the reminder on the confirmation, and the sheet opens only at the tap', { timeout: 90_000 }, async () => {
    startTestSession({ userId: 'U1001', authority: 'openId' });
    useAuthStore.setState({ authority: 'openId' });
    setNow('2026-09-29T08:00:00');
    const user = setupUser();
    await book(user);
    const offer = within(await screen.findByRole('region', { name: '微信消息提醒' }));
    expect(offer.getByText(/预约提醒：预约成功、前一天和前一小时提醒您/)).toBeInTheDocument();
    // Nothing covers the confirmation by itself.
    expect(screen.queryByRole('button', { name: '允许' })).not.toBeInTheDocument();
    expect(emulatorTestApi.notices.openConsents('U1001')).toEqual([]);
    await user.click(offer.getByRole('button', { name: '订阅预约提醒' }));
    await user.click(await screen.findByRole('button', { name: '允许' }));
    expect(await offer.findByText('已订阅预约提醒，将通过微信服务通知发给您一次。')).toBeInTheDocument();
    expect(emulatorTestApi.notices.openConsents('U1001')).toEqual(['booking']);
    await waitFor(() => expect(screen.queryByRole('button', { name: '允许' })).not.toBeInTheDocument());
  });

  it('a mobile login is not offered the messenger reminder on the confirmation', { timeout: 90_000 }, async () => {
    startTestSession();
    useAuthStore.setState({ authority: 'mobile' });
    setNow('2026-09-29T08:00:00');
    await book(setupUser());
    expect(screen.getByTestId('reference')).toHaveTextContent(/\S/);
    expect(screen.queryByRole('region', { name: '微信消息提醒' })).not.toBeInTheDocument();
  });
});
