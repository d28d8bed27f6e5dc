import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { noticePrefs } from '@/mocks/features/profile/tables';
import { book } from '@/mocks/features/queue/reservation';
import { reservations } from '@/mocks/features/queue/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { server } from '../../setup';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { setNow } from '../../utils/clock';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const HALL = 'H1201010';
const MATTER = 'M12010100';

/** The user's booking of `date` `startTime`, made in the emulator as the wizard would. */
function booked(date: string, startTime: string) {
  return book(
    {
      userId: 'U0001',
      hallId: HALL,
      matterId: MATTER,
      date,
      startTime,
      name: '张三',
      mobile: '13800138000',
      idcard: '120101199001010017',
      remark: '',
    },
    emulatorTestApi.now(),
  );
}

const SLOW = { timeout: 8000 };

describe('appointmentDetails: reschedule', () => {
  it('moves the booking to another slot after asking: the old one is cancelled, the page shows the new one', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const old = booked('2026-09-30', '09:00');
    const user = setupUser();
    renderApp(`/appointmentDetails?id=${old.id}`);
    await user.click(await screen.findByRole('button', { name: '改约其他时段' }, SLOW));
    expect(screen.getByRole('button', { name: '改约其他时段' })).toHaveAttribute('aria-expanded', 'true');
    const days = within(await screen.findByRole('group', { name: '预约日期' }, SLOW));
    // The National Day holiday is closed here too.
    expect(days.getByRole('button', { name: /10月1日.*国庆节放假/ })).toBeDisabled();
    await user.click(days.getByRole('button', { name: /^10月9日/ }));
    const slots = within(await screen.findByRole('group', { name: '预约时段' }, SLOW));
    await user.click(await slots.findByRole('button', { name: /^14:00至14:30/ }));

    // Declining keeps the booking as it was.
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('由 9月30日 09:00 改约到 10月9日 14:00-14:30，原预约将取消。');
    await user.click(within(dialog).getByRole('button', { name: '不改了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reservations.get(old.id)?.status).toBe('booked');

    await user.click(slots.getByRole('button', { name: /^14:00至14:30/ }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确认改约' }));
    await waitFor(() => expect(currentQuery().get('id')).not.toBe(old.id), SLOW);
    const next = reservations.get(currentQuery().get('id') ?? '');
    expect(next).toMatchObject({ date: '2026-10-09', start: 14 * 60, status: 'booked', rescheduledFrom: old.id });
    expect(reservations.get(old.id)).toMatchObject({ status: 'cancelled', cancelReason: '改约到其他时段' });
    expect(currentRoute()).toMatch(/^\/appointmentDetails\?/);
    expect(await screen.findByText('待签到', { selector: 'strong' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText(/2026-10-09/).length).toBeGreaterThan(0);
  });

  it('a slot taken meanwhile: the message, the fresh list, and the old booking kept', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const old = booked('2026-09-30', '09:00');
    const user = setupUser();
    renderApp(`/appointmentDetails?id=${old.id}`);
    await user.click(await screen.findByRole('button', { name: '改约其他时段' }, SLOW));
    const days = within(await screen.findByRole('group', { name: '预约日期' }, SLOW));
    await user.click(days.getByRole('button', { name: /^10月9日/ }));
    const slots = within(await screen.findByRole('group', { name: '预约时段' }, SLOW));
    const target = await slots.findByRole('button', { name: /^15:00至15:30/ });
    emulatorTestApi.queue.fillSlot(HALL, MATTER, '2026-10-09', '15:00');
    await user.click(target);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认改约' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('15:00 的名额刚刚被约满，请重新选择时段。');
    await waitFor(() => expect(slots.getByRole('button', { name: /^15:00至15:30.*已约满/ })).toBeDisabled(), SLOW);
    expect(reservations.get(old.id)?.status).toBe('booked');
    expect(currentQuery().get('id')).toBe(old.id);
  });

  it('offers no reschedule past the cut-off', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const old = booked('2026-09-30', '09:00');
    setNow('2026-09-30T08:30:00');
    renderApp(`/appointmentDetails?id=${old.id}`);
    expect(await screen.findByText(/距预约时段已不足取消时限，不能取消或改约/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '改约其他时段' })).not.toBeInTheDocument();
  });
});

describe('appointmentDetails: the "leave now" nudge', () => {
  it('says when to leave on the day, on the gateway clock, and that it is time when it is', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const r = booked('2026-09-30', '10:00');
    setNow('2026-09-29T20:00:00');
    const first = renderApp(`/appointmentDetails?id=${r.id}`);
    expect(await screen.findByText('待签到', { selector: 'strong' }, SLOW)).toBeInTheDocument();
    // The day before is too early to say.
    expect(screen.queryByRole('heading', { name: '出发提醒' })).not.toBeInTheDocument();
    first.unmount();

    setNow('2026-09-30T07:00:00');
    const second = renderApp(`/appointmentDetails?id=${r.id}`);
    expect(await screen.findByRole('heading', { name: '出发提醒' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('建议09:20出发（路程约30分钟，提前10分钟到厅签到）')).toBeInTheDocument();
    expect(screen.getByText('按路程约30分钟估算。')).toBeInTheDocument();
    second.unmount();

    setNow('2026-09-30T09:25:00');
    renderApp(`/appointmentDetails?id=${r.id}`);
    expect(await screen.findByText('该出发了：路程约30分钟，10:00前到厅签到取号', {}, SLOW)).toHaveAttribute('role', 'status');
  });

  it('on the day, the details wait for the 预约提醒 preference: they never move down under the nudge', async () => {
    startTestSession();
    setNow('2026-09-30T07:00:00');
    const r = booked('2026-09-30', '10:00');
    let answered = false;
    server.use(
      http.get('*/service-xzyd/notice/preferences', async () => {
        await delay(400);
        answered = true;
        return undefined;
      }),
    );
    renderApp(`/appointmentDetails?id=${r.id}`);
    expect(await screen.findByText('待签到', { selector: 'strong' }, SLOW)).toBeInTheDocument();
    expect(answered).toBe(true);
    expect(screen.getByRole('heading', { name: '出发提醒' })).toBeInTheDocument();
  });

  it('counts the way from the user’s position when they share it', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const r = booked('2026-09-30', '10:00');
    setNow('2026-09-30T09:00:00');
    const hall = r.hallId;
    const { halls } = await import('@/mocks/db/tables');
    const h = halls.get(hall);
    // About 3.3 km north of the hall: 11 minutes of travel, leave at 09:39.
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: (h?.lat ?? 0) + 0.03, longitude: h?.lng ?? 0 } } as GeolocationPosition),
      },
    });
    try {
      const user = setupUser();
      renderApp(`/appointmentDetails?id=${r.id}`);
      expect(await screen.findByText(/建议09:20出发/, {}, SLOW)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '按我的位置估算路程' }));
      expect(await screen.findByText('建议09:39出发（路程约11分钟，提前10分钟到厅签到）')).toBeInTheDocument();
      expect(screen.getByText(/^按您距大厅3\.\d公里估算。$/)).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('follows the user’s 预约提醒: off, it only says so and links to 设置', async () => {
    startTestSession();
    noticePrefs.insert({ id: 'U0001', progress: true, reservation: false, queue: true, system: true, updatedAt: 0 });
    setNow('2026-09-29T08:00:00');
    const r = booked('2026-09-30', '10:00');
    setNow('2026-09-30T09:25:00');
    renderApp(`/appointmentDetails?id=${r.id}`);
    expect(await screen.findByText(/预约提醒已关闭，不提示出发时间。/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去设置开启' })).toHaveAttribute('href', expect.stringMatching(/^#\/mySettingsPage\?/));
    expect(screen.queryByText(/该出发了/)).not.toBeInTheDocument();
  });
});
