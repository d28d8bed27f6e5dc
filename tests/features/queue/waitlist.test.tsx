import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { realNames } from '@/mocks/features/profile/tables';
import { book } from '@/mocks/features/queue/reservation';
import { reservationWaitlist } from '@/mocks/features/queue/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { setNow } from '../../utils/clock';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const HALL = 'H1201010';
const MATTER = 'M12010100';
const DAY = '2026-09-30';
const SLOW = { timeout: 8000 };

describe('reserve: the waiting list of a full day', () => {
  it('joins the waiting list of a full day after asking, and sees the place booked when someone cancels', async () => {
    setNow('2026-09-29T08:00:00');
    // Another citizen (U0009) holds 09:00; every other place of the day is taken.
    const held = book(
      {
        userId: 'U0009',
        hallId: HALL,
        matterId: MATTER,
        date: DAY,
        startTime: '09:00',
        name: '王芳',
        mobile: '13800138009',
        idcard: '120102198002290024',
        remark: '',
      },
      emulatorTestApi.now(),
    );
    startTestSession({ userId: 'U0001' });
    realNames.insert({ id: 'U0001', name: '张三', idcard: '120101199001010017', canonical: '120101199001010017', verifiedAt: 0 });
    const slots = await gateway.get<{ startTime: string; status: string }[]>(
      '/auth/dayTime/reserveTimeList',
      { hallId: HALL, matterId: MATTER, date: DAY },
      { silent: true },
    );
    for (const s of slots) if (s.status === 'open') emulatorTestApi.queue.fillSlot(HALL, MATTER, DAY, s.startTime);

    const user = setupUser();
    const view = renderApp(`/reserve?hallId=${HALL}&matterId=${MATTER}`);
    const days = within(await screen.findByRole('group', { name: '预约日期' }, SLOW));
    expect(days.getByRole('button', { name: /^9月30日.*约满/ })).toBeDisabled();
    const wait = await screen.findByRole('button', { name: '候补9月30日 周三' }, SLOW);

    await user.click(wait);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '不用了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reservationWaitlist.all()).toHaveLength(0);

    await user.click(wait);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('有人取消时，按登记先后自动为您预约空出的时段');
    await user.click(within(dialog).getByRole('button', { name: '登记候补' }));
    const mine = await screen.findByRole('list', { name: '我的候补' }, SLOW);
    expect(await within(mine).findByText('候补中，排第1位')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '候补9月30日 周三' })).not.toBeInTheDocument();
    view.unmount();

    // U0009 cancels: the place is booked for U0001 at once.
    startTestSession({ userId: 'U0009' });
    await gateway.get('/auth/reservation/cancelReserve', { id: held.id, reason: '行程有变' }, { silent: true });
    startTestSession({ userId: 'U0001' });
    renderApp(`/reserve?hallId=${HALL}&matterId=${MATTER}`);
    const again = await screen.findByRole('list', { name: '我的候补' }, SLOW);
    expect(await within(again).findByText(/已为您自动预约 09:00-09:30/)).toBeInTheDocument();
    await user.click(within(again).getByRole('link', { name: '查看预约' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/appointmentDetails\?id=/));
    expect(await screen.findByText('待签到', { selector: 'strong' }, SLOW)).toBeInTheDocument();
  });

  it('says why joining is refused (no real-name verification)', async () => {
    setNow('2026-09-29T08:00:00');
    startTestSession({ userId: 'U0002' });
    const slots = await gateway.get<{ startTime: string; status: string }[]>(
      '/auth/dayTime/reserveTimeList',
      { hallId: HALL, matterId: MATTER, date: DAY },
      { silent: true },
    );
    for (const s of slots) if (s.status === 'open') emulatorTestApi.queue.fillSlot(HALL, MATTER, DAY, s.startTime);
    const user = setupUser();
    renderApp(`/reserve?hallId=${HALL}&matterId=${MATTER}`);
    await user.click(await screen.findByRole('button', { name: '候补9月30日 周三' }, SLOW));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '登记候补' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('未成功：登记候补需先完成实名认证');
  });
});
