import { clock } from '@/mocks/clock';
import { halls } from '@/mocks/db/tables';
import { addDays, dayKey, dayStart, isWorkingDay, minuteOfDay } from './calendar';
import { book, cancel, datesOf, hallOrFail, slotsOf, takeForOther, targetKey } from './reservation';
import { giveFreedPlace } from './waitlist';
import { queueDays, reservations, tickets } from './tables';
import { aheadOf, callByStaff, queuesOf, simulate } from './tickets';
import { runDue } from '@/mocks/clock';

/** What journeys use to set the scene of the queue feature. */
export const queueTestApi = {
  /** Emulator-clock ms of the next working day at `minute` (China time), strictly after now. */
  nextWorkingDayAt(minute = 600): number {
    const now = clock.now();
    let d = dayKey(now);
    for (let i = 0; i < 30; i++, d = addDays(d, 1)) {
      const at = dayStart(d) + minute * 60_000;
      if (isWorkingDay(d) && at > now) return at;
    }
    throw new Error('no working day within 30 days');
  },
  /**
   * Moves the clock a minute at a time until a number is 即将到号 (`soon`: three or fewer ahead)
   * or called; returns the minutes it took.
   */
  advanceUntil(ticketId: string, what: 'soon' | 'called', maxMinutes = 480): number {
    for (let m = 0; m <= maxMinutes; m++) {
      const t = tickets.get(ticketId);
      if (!t) throw new Error(`no ticket ${ticketId}`);
      const hall = halls.get(t.hallId);
      const q = hall && queuesOf(hall).find((x) => x.code === t.queueCode);
      if (!hall || !q) throw new Error('ticket without its queue');
      const row = simulate(hall, q, t.day, clock.now());
      const now = tickets.get(ticketId);
      if (now && (now.status === 'called' || (what === 'soon' && now.status === 'waiting' && aheadOf(now, row) <= 3))) return m;
      clock.advance(60_000);
      runDue();
    }
    throw new Error(`ticket ${ticketId} not ${what} within ${maxMinutes} minutes`);
  },
  /**
   * A window's staff press 叫号 (the hall's calling system): the next number of a queue is called
   * now. Returns what was called (`B012`, the window, whether it is a ticket taken on the app), or
   * null when the hall is closed or nobody waits.
   */
  callNext(hallId: string, queueCode: string): { called: string; window: string; ticketId: string | null } | null {
    const hall = halls.get(hallId);
    if (!hall) throw new Error(`no hall ${hallId}`);
    const q = queuesOf(hall).find((x) => x.code === queueCode);
    if (!q) throw new Error(`no queue ${queueCode} in ${hallId}`);
    const done = callByStaff(hall, q, clock.now());
    if (!done) return null;
    const called = `${q.code}${String(done.number).padStart(3, '0')}`;
    return { called, window: done.ticket?.windowName ?? '', ticketId: done.ticket?.id ?? null };
  },
  /** Other citizens take every place left in a slot (a slot taken meanwhile). */
  fillSlot(hallId: string, matterId: string | null, date: string, startTime: string): void {
    const hall = halls.get(hallId);
    if (!hall) throw new Error(`no hall ${hallId}`);
    const slot = slotsOf(hall, targetKey(matterId), date, clock.now()).find((s) => s.startTime === startTime);
    if (!slot) throw new Error(`no slot ${date} ${startTime}`);
    for (let i = 0; i < slot.remaining; i++) takeForOther({ userId: `citizen-test-${i}`, hall, matterId, date, startTime }, clock.now());
  },
  /** Another citizen books `startTime` of `date` (the place a journey later sees freed); returns the booking id. */
  bookForOther(hallId: string, matterId: string | null, date: string, startTime: string): string {
    const userId = `citizen-other-${date}-${startTime}`;
    return book({ userId, hallId, matterId, date, startTime, name: '市民', mobile: '13900139000', idcard: '', remark: '' }, clock.now()).id;
  },
  /**
   * `userId` books the first open slot of the first open day (a booking of the demo citizen for a
   * page that shows one, as the fault matrix's 预约详情); returns the booking id.
   */
  bookFor(userId: string, hallId: string, matterId: string | null): string {
    const hall = hallOrFail(hallId);
    const target = targetKey(matterId);
    const now = clock.now();
    for (const d of datesOf(hall, target, now).filter((x) => x.status === 'open')) {
      const slot = slotsOf(hall, target, d.date, now).find((s) => s.status === 'open');
      if (slot)
        return book(
          {
            userId,
            hallId,
            matterId,
            date: d.date,
            startTime: slot.startTime,
            name: '张三',
            mobile: '13800138000',
            idcard: '',
            remark: '',
          },
          now,
        ).id;
    }
    throw new Error(`no open slot at ${hallId}`);
  },
  /** That citizen cancels: the place goes to the waiting list as the cancel call does it. */
  cancelForOther(reservationId: string): void {
    const r = reservations.get(reservationId);
    if (!r) throw new Error(`no booking ${reservationId}`);
    giveFreedPlace(cancel(r, '行程有变', clock.now()), clock.now());
  },
  /**
   * Puts `perWindow` people per open window in every queue of a hall today (`whenPaused` in a
   * queue whose windows are all paused), through the queue emulator's own day rows (what 取号 and
   * the clock move), simulated up to now: a crowded or a calm hall.
   */
  setWaiting(hallId: string, perWindow: number, whenPaused = 0): void {
    const hall = halls.get(hallId);
    if (!hall) throw new Error(`no hall ${hallId}`);
    const now = clock.now();
    const day = dayKey(now);
    for (const q of queuesOf(hall)) {
      const open = q.windows.filter((w) => w.status === 'open').length;
      const id = `${hall.id}|${q.code}|${day}`;
      const row = {
        id,
        hallId: hall.id,
        code: q.code,
        day,
        issued: 40 + (open ? perWindow * open : whenPaused),
        calledUpTo: 40,
        calls: 40,
        simulatedTo: minuteOfDay(now) + 1,
        arrivalAcc: 0,
        callAcc: 0,
        closed: false,
      };
      if (queueDays.get(id)) queueDays.update(id, row);
      else queueDays.insert(row);
    }
  },
};
