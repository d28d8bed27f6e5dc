import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reservations } from '@/mocks/features/queue/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { setNow } from '../../utils/clock';

// The form fault matrix's finds in the queue feature (e2e/form-faults.spec.ts, docs/reliability.md
// "Submits"): a 401 on a send ends at the login, and after it the form is back with every choice,
// sent once.

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const HALL = 'H1201010';
const MATTER = 'M12010100';
const SLOW = { timeout: 15_000 };

/** Logged in again after the 401: a new session, the page the login goes back to. */
async function backAfterLogin(view: { unmount: () => void }) {
  await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/), SLOW);
  // The confirmation of the send that met the 401 closes (an imperative dialog, outside the app's
  // root): still closing, it would be the dialog found for the next send's confirmation.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
  const redirect = new URLSearchParams(currentRoute().split('?')[1]).get('redirect') ?? '';
  view.unmount();
  emulatorTestApi.clearFaults();
  startTestSession();
  return renderApp(redirect);
}

describe('queue forms after a 401', () => {
  it('预约办理: back from the login on the review, the day and slot still chosen, booked once', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const user = setupUser();
    const view = renderApp(`/reserve?hallId=${HALL}&matterId=${MATTER}`);
    await user.click(within(await screen.findByRole('group', { name: '预约日期' }, SLOW)).getByRole('button', { name: /^9月30日/ }));
    const slots = within(await screen.findByRole('group', { name: '预约时段' }, SLOW));
    await user.click(slots.getAllByRole('button').find((b) => !(b as HTMLButtonElement).disabled) as HTMLElement);
    await user.type(await screen.findByLabelText('预约人姓名'), '张三');
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('身份证号'), '120101199001010017');
    await user.click(screen.getByRole('button', { name: '下一步：核对信息' }));
    expect(await screen.findByRole('heading', { name: '核对预约信息' })).toBeInTheDocument();
    const when = screen.getByText('预约时间').parentElement?.textContent ?? '';
    emulatorTestApi.setFaults({ unauthorized: 1, match: '/auth/reservation/reserve' });
    await user.click(screen.getByRole('button', { name: '确认预约' }));

    await backAfterLogin(view);
    expect(await screen.findByRole('heading', { name: '核对预约信息' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('预约时间').parentElement).toHaveTextContent(when);
    expect(screen.getByText('预约人').parentElement).toHaveTextContent('张三');
    await user.click(screen.getByRole('button', { name: '确认预约' }));
    expect(await screen.findByRole('heading', { name: '预约成功' }, SLOW)).toBeInTheDocument();
    expect(reservations.filter((r) => r.userId === 'U0001')).toHaveLength(1);
  });

  it('取消预约: back from the login with the cancel open and its reason chosen, cancelled once', async () => {
    startTestSession();
    // 7:00: the day's first slot, booked, is well before its cancel cut-off.
    setNow('2026-09-29T07:00:00');
    const id = emulatorTestApi.queue.bookFor('U0001', HALL, MATTER);
    const user = setupUser();
    const view = renderApp(`/appointmentDetails?id=${id}`);
    await user.click(await screen.findByRole('button', { name: '取消预约' }, SLOW));
    await user.click(screen.getByLabelText('行程有变'));
    emulatorTestApi.setFaults({ unauthorized: 1, match: '/auth/reservation/cancelReserve' });
    await user.click(screen.getByRole('button', { name: '提交取消' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认取消' }));

    await backAfterLogin(view);
    expect(await screen.findByLabelText('行程有变', undefined, SLOW)).toBeChecked();
    expect(reservations.get(id)?.status).toBe('booked');
    await user.click(screen.getByRole('button', { name: '提交取消' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(reservations.get(id)?.status).toBe('cancelled'), SLOW);
    expect(reservations.get(id)?.cancelReason).toBe('行程有变');
  });

  it('取消预约 given up (the panel closed): the page opens again without it', async () => {
    startTestSession();
    // 7:00: the day's first slot, booked, is well before its cancel cut-off.
    setNow('2026-09-29T07:00:00');
    const id = emulatorTestApi.queue.bookFor('U0001', HALL, MATTER);
    const user = setupUser();
    const view = renderApp(`/appointmentDetails?id=${id}`);
    const cancel = await screen.findByRole('button', { name: '取消预约' }, SLOW);
    await user.click(cancel);
    await user.click(screen.getByLabelText('行程有变'));
    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'false');
    view.unmount();
    renderApp(`/appointmentDetails?id=${id}`);
    expect(await screen.findByRole('button', { name: '取消预约' }, SLOW)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('行程有变')).not.toBeInTheDocument();
  });

  it('改约: back from the login with the reschedule open on the day chosen, moved once', async () => {
    startTestSession();
    // 7:00: the day's first slot, booked, is well before its cut-off.
    setNow('2026-09-29T07:00:00');
    const id = emulatorTestApi.queue.bookFor('U0001', HALL, MATTER);
    const user = setupUser();
    const view = renderApp(`/appointmentDetails?id=${id}`);
    await user.click(await screen.findByRole('button', { name: '改约其他时段' }, SLOW));
    const days = within(await screen.findByRole('group', { name: '预约日期' }, SLOW));
    await user.click(days.getByRole('button', { name: /^10月9日/ }));
    const slots = within(await screen.findByRole('group', { name: '预约时段' }, SLOW));
    emulatorTestApi.setFaults({ unauthorized: 1, match: '/auth/reservation/reschedule' });
    await user.click(await slots.findByRole('button', { name: /^14:00至14:30/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认改约' }));

    await backAfterLogin(view);
    // The panel open again on 10月9日: its slots are listed, one tap from the move.
    const again = within(await screen.findByRole('group', { name: '预约时段' }, SLOW));
    expect(reservations.get(id)?.status).toBe('booked');
    await user.click(await again.findByRole('button', { name: /^14:00至14:30/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认改约' }));
    await waitFor(() => expect(reservations.get(id)?.status).toBe('cancelled'), SLOW);
    expect(reservations.filter((r) => r.rescheduledFrom === id)).toHaveLength(1);
  });
});
