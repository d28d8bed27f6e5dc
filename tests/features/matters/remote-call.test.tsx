import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSocket, disconnectSocket } from '@/features/im/socket/socket';
import { gateway } from '@/lib/http/client';
import { CALL_MS } from '@/mocks/features/cases/remote-call';
import { remoteBookings } from '@/mocks/features/cases/tables';
import { emulatorTestApi } from '@/mocks/node';
import { currentRoute, renderAppWithLists as renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { FakePeer, installFakeMedia } from '../../utils/webrtc';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
const MATTER = 'M12010001';

beforeEach(() => {
  if (!Element.prototype.scrollBy) Element.prototype.scrollBy = () => {};
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  installFakeMedia();
  startTestSession();
  window.localStorage.setItem('userId', 'U0001');
});
afterEach(async () => {
  // The app leaves first (its polls and the chat stop), then the socket closes.
  cleanup();
  await disconnectSocket();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function bookFirstSlot(): Promise<number> {
  const { slots } = await gateway.get<{ slots: { slot: number }[] }>('/online-processing/anon/remote/slots', { matterId: MATTER });
  await gateway.post('/online-processing/anon/remote/book', { matterId: MATTER, slot: slots[0].slot, mobile: '13800138000', topic: '' });
  return slots[0].slot;
}

describe('远程办 at the booked time', () => {
  it('staff call at the slot and the app hands over to the call; the citizen talks, and the record lands on the booking’s case', async () => {
    const slot = await bookFirstSlot();
    // Logged in: the app's socket is open (the start connects it).
    await connectSocket();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`/remoteProcessing?matterId=${MATTER}&${AREA}`);
    const mine = await screen.findByRole('region', { name: '我的预约' });
    expect(await within(mine).findByText(/· 已预约/)).toBeInTheDocument();
    expect(within(mine).getByText(/工作人员将通过视频呼叫您/)).toBeInTheDocument();

    // The slot comes: staff call, and the call opens by itself.
    act(() => emulatorTestApi.advanceClock(slot - emulatorTestApi.now()));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/oicqContent\?/), { timeout: 5000 });
    const booking = remoteBookings.all()[0];
    expect(booking.status).toBe('calling');
    expect(currentRoute()).toContain(`callId=${booking.callId}`);
    expect(currentRoute()).toContain('isCall=1');

    // 接听: the offer goes to staff on the socket; they join and speak first.
    await user.click(await screen.findByRole('button', { name: '接听' }));
    const chat = screen.getByRole('region', { name: '聊天记录' });
    expect(await within(chat).findByText(/现在为您远程办理/, undefined, { timeout: 5000 })).toBeInTheDocument();
    act(() => FakePeer.last!.connect());
    expect(remoteBookings.all()[0].joinedAt).not.toBeNull();

    // The call's time is up: staff wrap up, hang up, and file the checklist to the case.
    act(() => emulatorTestApi.advanceClock(CALL_MS));
    expect(await screen.findByText(/对方已结束通话/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(chat).findByRole('link', { name: /^已归档至办件 .+，查看办件$/ }, { timeout: 5000 })).toBeInTheDocument();

    // Back on the booking: done, with the case.
    // The hash changes and the router follows on the event that comes after: both inside act.
    await act(async () => {
      window.location.hash = `#/remoteProcessing?matterId=${MATTER}&${AREA}`;
      await new Promise((r) => setTimeout(r, 0));
    });
    const again = await screen.findByRole('region', { name: '我的预约' });
    expect(await within(again).findByText(/· 已完成/)).toBeInTheDocument();
    const done = remoteBookings.all()[0];
    expect(done.status).toBe('done');
    await user.click(within(again).getByRole('link', { name: '查看办件' }));
    await waitFor(() => expect(currentRoute()).toMatch(new RegExp(`^/officeInfolist\\?id=${done.caseId}(&|$)`)));
    const records = await screen.findByRole('region', { name: '远程办理记录' }, { timeout: 5000 });
    expect(within(records).getByText(done.staffName!)).toBeInTheDocument();
    expect(within(records).getByText(/现在为您远程办理/)).toBeInTheDocument();
  }, 60_000);

  it('a citizen who opens the app within the minute staff call is rung: the call opens by itself', async () => {
    const slot = await bookFirstSlot();
    emulatorTestApi.advanceClock(slot - emulatorTestApi.now());
    emulatorTestApi.advanceClock(30_000);
    await connectSocket();
    renderApp(`/home?${AREA}`);
    const booking = remoteBookings.all()[0];
    await waitFor(() => expect(currentRoute()).toMatch(/^\/oicqContent\?/), { timeout: 5000 });
    expect(currentRoute()).toContain(`callId=${booking.callId}`);
    expect(currentRoute()).toContain('isCall=1');
    expect(await screen.findByRole('button', { name: '接听' })).toBeInTheDocument();
  }, 60_000);

  it('a citizen who opens the app after the phone stopped ringing joins from the booking, and hanging up ends it', async () => {
    const slot = await bookFirstSlot();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    // Two minutes into the staff member's call: a phone rings for one (RINGING_MS), the booking still calls.
    emulatorTestApi.advanceClock(slot - emulatorTestApi.now());
    emulatorTestApi.advanceClock(2 * 60_000);
    // Logged in: the socket is open before the page (awaiting it after the render let the page
    // load and render outside act).
    await connectSocket();
    renderApp(`/remoteProcessing?matterId=${MATTER}&${AREA}`);
    const mine = await screen.findByRole('region', { name: '我的预约' });
    expect(await within(mine).findByText(/· 视频呼叫中/)).toBeInTheDocument();
    const booking = remoteBookings.all()[0];
    expect(within(mine).getByRole('status')).toHaveTextContent(`工作人员${booking.staffName}正在呼叫您`);
    await user.click(within(mine).getByRole('link', { name: '加入视频通话' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/oicqContent\?/));
    expect(currentRoute()).toContain(`callId=${booking.callId}`);

    await user.click(await screen.findByRole('button', { name: '接听' }));
    const chat = screen.getByRole('region', { name: '聊天记录' });
    expect(await within(chat).findByText(/现在为您远程办理/, undefined, { timeout: 5000 })).toBeInTheDocument();
    act(() => FakePeer.last!.connect());
    await user.click(await screen.findByRole('button', { name: '挂断' }));
    await waitFor(() => expect(remoteBookings.all()[0].status).toBe('done'), { timeout: 5000 });
    expect(remoteBookings.all()[0].recordId).toBe(`CR-${booking.callId}`);
  }, 60_000);

  it('a call nobody joins is 未接通 on the booking', async () => {
    const slot = await bookFirstSlot();
    emulatorTestApi.advanceClock(slot - emulatorTestApi.now());
    emulatorTestApi.advanceClock(10 * 60_000);
    renderApp(`/remoteProcessing?matterId=${MATTER}&${AREA}`);
    const mine = await screen.findByRole('region', { name: '我的预约' });
    expect(await within(mine).findByText(/· 未接通/)).toBeInTheDocument();
    expect(within(mine).getByText('工作人员呼叫时未能接通，可重新预约其他时段。')).toBeInTheDocument();
    expect(within(mine).queryByRole('link', { name: '加入视频通话' })).not.toBeInTheDocument();
  });
});
