import { halls, matters } from '@/mocks/db/tables';
import { notify, schedule, unschedule } from '@/mocks/features/notices';
import { dayStart, hhmm } from './calendar';
import type { ReservationRow, TicketRow } from './tables';

/**
 * What a citizen hears of their bookings and numbers (docs/notices.md): the rule and the channels
 * are the notices emulator's; this says when and what. Other citizens' bookings (`citizen-…`,
 * played by the clock) tell nobody.
 */

const HOUR = 3600_000;
const someone = (userId: string) => !userId.startsWith('citizen-');
const bookingLink = (r: ReservationRow) => `/appointmentDetails?id=${encodeURIComponent(r.id)}`;
const ticketLink = (t: TicketRow) => `/myNumberInfo?id=${encodeURIComponent(t.id)}`;

function what(r: ReservationRow): string {
  const hall = halls.get(r.hallId)?.name ?? '大厅';
  const matter = r.matterId ? (matters.get(r.matterId)?.name ?? '') : '综合窗口';
  return `${hall}“${matter}”${r.date} ${hhmm(r.start)}-${hhmm(r.end)}`;
}

/** A booking made (or a waiting-list place booked): confirmed, with its reminders the day before and an hour before. */
export function bookingConfirmed(r: ReservationRow): void {
  if (!someone(r.userId)) return;
  const link = bookingLink(r);
  notify(
    r.userId,
    'booking.confirmed',
    { title: '预约成功', body: `您已预约${what(r)}，请按时到达，签到码${r.checkInCode}。`, link },
    { ref: r.id },
  );
  const slotStart = dayStart(r.date) + r.start * 60_000;
  const common = { subject: r.id, link, until: slotStart };
  schedule(r.userId, 'booking.reminder', {
    ...common,
    ref: 'day',
    dueAt: slotStart - 24 * HOUR,
    title: '预约提醒',
    body: `您明天预约了${what(r)}，请按时到达。`,
  });
  schedule(r.userId, 'booking.reminder', {
    ...common,
    ref: 'hour',
    dueAt: slotStart - HOUR,
    title: '预约提醒',
    body: `您预约的${what(r)}将在1小时后开始，请出发。`,
  });
}

/** Cancelled by the citizen; a move to another slot (reschedule) tells of the new booking instead. */
export function bookingCancelled(r: ReservationRow, moved: boolean): void {
  unschedule(r.id);
  if (!someone(r.userId) || moved) return;
  notify(r.userId, 'booking.cancelled', { title: '预约已取消', body: `您预约的${what(r)}已取消。`, link: bookingLink(r) }, { ref: r.id });
}

/** Checked in at the hall: the reminders have nothing left to say. */
export function bookingCheckedIn(r: ReservationRow): void {
  unschedule(r.id);
}

/** Not checked in by the end of the slot's grace: 爽约. */
export function bookingMissed(r: ReservationRow, at: number): void {
  unschedule(r.id);
  if (!someone(r.userId)) return;
  notify(
    r.userId,
    'booking.missed',
    { title: '预约已爽约', body: `您预约的${what(r)}未签到，已记为爽约一次。`, link: bookingLink(r) },
    { ref: r.id, at },
  );
}

const hallOf = (t: TicketRow) => halls.get(t.hallId)?.name ?? '大厅';

/** Few enough ahead (docs/queue.md: SOON_AHEAD): told once per number. */
export function ticketSoon(t: TicketRow, ahead: number, at: number): void {
  notify(
    t.userId,
    'ticket.soon',
    { title: '即将叫号', body: `${hallOf(t)}${t.queueCode}${t.number}号前面还有${ahead}人，请到等候区。`, link: ticketLink(t) },
    { ref: t.id, at },
  );
}

/** Called to a window. A number re-queued after 过号 can be called again: each call is its own notice. */
export function ticketCalled(t: TicketRow, windowName: string, at: number): void {
  notify(
    t.userId,
    'ticket.called',
    { title: '已叫号', body: `请${hallOf(t)}${t.queueCode}${t.number}号到${windowName}办理。`, link: ticketLink(t) },
    { ref: `${t.id}:${at}`, at },
  );
}

/** Not at the window within the grace after the call: 过号. */
export function ticketSkipped(t: TicketRow, at: number): void {
  notify(
    t.userId,
    'ticket.skipped',
    { title: '已过号', body: `${hallOf(t)}${t.queueCode}${t.number}号已过号，可在取号详情中重新排队一次。`, link: ticketLink(t) },
    { ref: `${t.id}:${at}`, at },
  );
}
