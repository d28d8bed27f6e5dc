import { departments, halls, windows, type HallRow, type WindowRow } from '@/mocks/db/tables';
import { newId } from '@/mocks/db/store';
import { fail } from '@/mocks/gateway';
import { dayKey, dayStart, hashUnit, isWorkingDay, minuteOfDay, openPeriods } from './calendar';
import { ticketCalled, ticketSkipped, ticketSoon } from './notices';
import { queueDays, tickets, type QueueDayRow, type TicketRow } from './tables';

/** A called number not seen at the window within this time is 过号. */
export const CALL_GRACE_MIN = 5;
/** Numbers a 过号 ticket goes behind when it re-queues. */
export const REQUEUE_BEHIND = 3;
/** People ahead at which the app says 即将到号. */
export const SOON_AHEAD = 3;

export interface QueueDef {
  code: string;
  name: string;
  /** The windows that serve the queue, open ones first. */
  windows: WindowRow[];
  serviceMinutes: number;
}

// The queue a department's window serves, by the department's name.
const QUEUE_NAMES: [RegExp, string][] = [
  [/人力资源和社会保障/, '社保'],
  [/公安/, '户籍'],
  [/市场监督/, '企业开办'],
  [/公积金/, '公积金'],
  [/医疗保障/, '医保'],
  [/民政/, '民政'],
  [/税务/, '税务'],
  [/不动产/, '不动产'],
];

/** The queues of a hall: A 综合 served by the comprehensive windows, then one per department window (B, C, D…). */
export function queuesOf(hall: HallRow): QueueDef[] {
  const ws = windows.filter((w) => w.hallId === hall.id);
  const out: QueueDef[] = [{ code: 'A', name: '综合受理', windows: ws.filter((w) => w.kind === 'comprehensive'), serviceMinutes: 6 }];
  ws.filter((w) => w.kind === 'department').forEach((w, i) => {
    const dept = departments.get(w.departmentId ?? '');
    const name = QUEUE_NAMES.find(([re]) => re.test(dept?.name ?? w.name))?.[1] ?? w.name;
    out.push({ code: String.fromCharCode(66 + i), name, windows: [w], serviceMinutes: 8 });
  });
  return out;
}

export function queueOrFail(hall: HallRow, code: string): QueueDef {
  const q = queuesOf(hall).find((x) => x.code === code);
  if (!q) fail('该大厅没有这个队列', 404);
  return q as QueueDef;
}

const openWindows = (q: QueueDef) => q.windows.filter((w) => w.status === 'open');

/** Minutes between two calls of a queue (its open windows in parallel). */
export function callInterval(q: QueueDef): number {
  const n = openWindows(q).length;
  return n ? q.serviceMinutes / n : Infinity;
}

/** Minutes between two other citizens taking a number (seeded per hall and queue). */
function arrivalInterval(hall: HallRow, q: QueueDef): number {
  const base = callInterval(q);
  return Number.isFinite(base) ? base * (0.85 + hashUnit(`${hall.id}|${q.code}|arrive`) * 0.35) : 10;
}

export const display = (code: string, n: number) => `${code}${String(n).padStart(3, '0')}`;

function inOpenMinute(hall: HallRow, minute: number): boolean {
  return openPeriods(hall.openHours).some(([a, b]) => minute >= a && minute < b);
}

/** Whether the hall hands out numbers at this instant. */
export function isOpenNow(hall: HallRow, now: number): boolean {
  return isWorkingDay(dayKey(now)) && inOpenMinute(hall, minuteOfDay(now));
}

function closingMinute(hall: HallRow): number {
  const ps = openPeriods(hall.openHours);
  return ps[ps.length - 1][1];
}

function dayRow(hall: HallRow, q: QueueDef, day: string): QueueDayRow {
  const id = `${hall.id}|${q.code}|${day}`;
  const existing = queueDays.get(id);
  if (existing) return existing;
  const opening = openPeriods(hall.openHours)[0][0];
  // People already waiting at the door when the hall opens.
  const backlog = 4 + Math.floor(hashUnit(`${id}|backlog`) * 10);
  return queueDays.insert({
    id,
    hallId: hall.id,
    code: q.code,
    day,
    issued: backlog,
    calledUpTo: 0,
    calls: 0,
    simulatedTo: opening,
    arrivalAcc: 0,
    callAcc: 0,
    closed: false,
  });
}

const liveStatuses = new Set(['waiting', 'called', 'serving', 'skipped']);

/** One call: the first waiting priority or re-queued ticket, else the next regular number. */
function callNext(hall: HallRow, q: QueueDef, row: QueueDayRow, at: number): TicketRow | undefined {
  const ws = openWindows(q);
  if (!ws.length) return undefined;
  const mine = tickets.filter((t) => t.hallId === hall.id && t.queueCode === q.code && t.day === row.day);
  const jumpers = mine
    .filter((t) => t.status === 'waiting' && t.orderKey <= row.calledUpTo + 0.99 && t.orderKey !== t.number)
    .sort((a, b) => a.orderKey - b.orderKey);
  const win = ws[row.calls % ws.length];
  row.calls += 1;
  const callTicket = (t: TicketRow) => {
    const called = tickets.update(t.id, { status: 'called', calledAt: at, windowNumber: win.number, windowName: win.name });
    if (called) ticketCalled(called, win.name, at);
    return called;
  };
  if (jumpers.length) return callTicket(jumpers[0]);
  // The next regular number; numbers that belong to tickets out of regular order (priority, cancelled) are passed over.
  while (row.calledUpTo < row.issued) {
    row.calledUpTo += 1;
    const t = mine.find((x) => x.number === row.calledUpTo);
    if (!t) return undefined;
    if (t.status === 'waiting' && t.orderKey === t.number) return callTicket(t);
  }
  return undefined;
}

/**
 * A window's staff call the next number now (the hall's calling system; the demo controls' 叫号),
 * the queue brought up to date first. What was called: the number, and the citizen's ticket when
 * the number is one taken on the app (a walk-in's paper number has none); null when the hall is
 * closed or nobody is waiting.
 */
export function callByStaff(hall: HallRow, q: QueueDef, now: number): { number: number; ticket: TicketRow | null } | null {
  if (!isOpenNow(hall, now)) return null;
  const row = { ...simulate(hall, q, dayKey(now), now) };
  const before = row.calledUpTo;
  const ticket = callNext(hall, q, row, now) ?? null;
  if (!ticket && row.calledUpTo === before) return null;
  queueDays.update(row.id, row);
  return { number: ticket ? ticket.number : row.calledUpTo, ticket };
}

/** Runs one queue of one day forward to `now`: arrivals, calls, 过号, service, and the close of day. */
export function simulate(hall: HallRow, q: QueueDef, day: string, now: number): QueueDayRow {
  const stored = dayRow(hall, q, day);
  const row = { ...stored };
  const start = dayStart(day);
  const today = dayKey(now);
  // The current minute included: its calls happened at its start, before `now`.
  const nowMinute = day < today ? 24 * 60 : day > today ? -1 : minuteOfDay(now);
  const until = nowMinute + 1;
  const arrive = arrivalInterval(hall, q);
  const every = callInterval(q);
  if (isWorkingDay(day)) {
    for (let m = row.simulatedTo; m < Math.min(until, closingMinute(hall)); m++) {
      if (!inOpenMinute(hall, m)) continue;
      const at = start + m * 60_000;
      settleCalled(hall, q, day, at);
      row.arrivalAcc += 1 / arrive;
      while (row.arrivalAcc >= 1) {
        row.arrivalAcc -= 1;
        row.issued += 1;
      }
      if (Number.isFinite(every)) {
        row.callAcc += 1 / every;
        while (row.callAcc >= 1) {
          row.callAcc -= 1;
          callNext(hall, q, row, at);
        }
      }
    }
  }
  row.simulatedTo = Math.max(row.simulatedTo, Math.min(until, closingMinute(hall)));
  if (!isWorkingDay(day) || nowMinute >= closingMinute(hall)) {
    settleCalled(hall, q, day, Math.min(now, start + closingMinute(hall) * 60_000));
    if (!row.closed) closeDay(hall, q, day, start + closingMinute(hall) * 60_000);
    row.closed = true;
  } else settleCalled(hall, q, day, now);
  // Written only when it moved: a read that changes nothing writes nothing (docs/gateway-load.md).
  const keys = Object.keys(row) as (keyof QueueDayRow)[];
  if (keys.some((k) => row[k] !== stored[k])) queueDays.update(row.id, row);
  return row;
}

/** A called ticket: seen at the window (arrived) is served then done; not seen within the grace is 过号. */
function settleCalled(hall: HallRow, q: QueueDef, day: string, at: number): void {
  for (const t of tickets.filter((x) => x.hallId === hall.id && x.queueCode === q.code && x.day === day)) {
    if (t.status === 'called' && t.calledAt !== undefined) {
      if (t.arrivedAt !== undefined && t.arrivedAt <= at)
        tickets.update(t.id, { status: 'serving', servedAt: Math.max(t.calledAt, t.arrivedAt) });
      else if (at - t.calledAt >= CALL_GRACE_MIN * 60_000) {
        const endedAt = t.calledAt + CALL_GRACE_MIN * 60_000;
        tickets.update(t.id, { status: 'skipped', endedAt });
        ticketSkipped(t, endedAt);
      }
    }
    if (t.status === 'serving' && t.servedAt !== undefined && at - t.servedAt >= q.serviceMinutes * 60_000)
      tickets.update(t.id, { status: 'done', doneAt: t.servedAt + q.serviceMinutes * 60_000 });
  }
}

/** The end of the day: numbers still waiting, called or 过号 expire. */
function closeDay(hall: HallRow, q: QueueDef, day: string, at: number): void {
  for (const t of tickets.filter((x) => x.hallId === hall.id && x.queueCode === q.code && x.day === day)) {
    if (t.status === 'serving') tickets.update(t.id, { status: 'done', doneAt: at });
    else if (t.status === 'waiting' || t.status === 'called' || t.status === 'skipped')
      tickets.update(t.id, { status: 'expired', endedAt: at });
  }
}

/** Brings every day that has live tickets up to date (the clock's tick). */
export function settleTickets(now: number): void {
  const seen = new Set<string>();
  for (const t of tickets.filter((x) => liveStatuses.has(x.status))) {
    const key = `${t.hallId}|${t.queueCode}|${t.day}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const hall = halls.get(t.hallId);
    if (!hall) continue;
    const q = queuesOf(hall).find((x) => x.code === t.queueCode);
    if (!q) continue;
    const row = simulate(hall, q, t.day, now);
    // Few enough ahead: the citizen is told once (docs/notices.md).
    for (const w of tickets.filter((x) => x.status === 'waiting' && `${x.hallId}|${x.queueCode}|${x.day}` === key)) {
      const ahead = aheadOf(w, row);
      if (ahead <= SOON_AHEAD) ticketSoon(w, ahead, now);
    }
  }
}

const isRegularWaiting = (x: TicketRow) => x.status === 'waiting' && x.orderKey === x.number;
const isJumper = (x: TicketRow) => x.status === 'waiting' && x.orderKey !== x.number;

/** Regular numbers still to call in (calledUpTo, upTo): issued ones, without those that left the regular order. */
function regularBetween(others: TicketRow[], row: QueueDayRow, upTo: number): number {
  const count = Math.max(0, Math.min(upTo, row.issued + 1) - row.calledUpTo - 1);
  return count - others.filter((x) => x.number > row.calledUpTo && x.number < upTo && !isRegularWaiting(x)).length;
}

/** People who will be called before this ticket. */
export function aheadOf(t: TicketRow, row: QueueDayRow): number {
  if (t.status !== 'waiting') return 0;
  const others = tickets.filter((x) => x.hallId === t.hallId && x.queueCode === t.queueCode && x.day === t.day && x.id !== t.id);
  const limit = t.orderKey === t.number ? t.number : Math.floor(t.orderKey) + 1;
  return regularBetween(others, row, limit) + others.filter((x) => isJumper(x) && x.orderKey < t.orderKey).length;
}

/** Waiting people in a queue now. */
export function waitingCount(hall: HallRow, q: QueueDef, row: QueueDayRow): number {
  const all = tickets.filter((x) => x.hallId === hall.id && x.queueCode === q.code && x.day === row.day);
  return regularBetween(all, row, row.issued + 1) + all.filter(isJumper).length;
}

/** Expected wait as a range in minutes, for `ahead` people. */
export function waitRange(q: QueueDef, ahead: number): { min: number; max: number } {
  const every = callInterval(q);
  if (!Number.isFinite(every)) return { min: 0, max: 0 };
  return { min: Math.floor(ahead * every * 0.8), max: Math.ceil(ahead * every * 1.3 + 2) };
}

/** Age in whole years on `day` from an 18-digit id number, or null. */
export function ageOn(idcard: string, day: string): number | null {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/i.exec(idcard);
  if (!m) return null;
  const [y, mo, d] = day.split('-').map(Number);
  let age = y - Number(m[1]);
  if (mo < Number(m[2]) || (mo === Number(m[2]) && d < Number(m[3]))) age -= 1;
  return age;
}

export const GREEN_CHANNEL_AGE = 60;

export interface TakeInput {
  userId: string;
  hall: HallRow;
  q: QueueDef;
  priority: TicketRow['priority'];
  reservationId?: string;
  arrivedAt?: number;
}

/** Takes a number: open hours, open windows, one live number per queue per day. */
export function take(input: TakeInput, now: number): TicketRow {
  const { hall, q } = input;
  const day = dayKey(now);
  if (!isWorkingDay(day)) fail('今天大厅不办公，不能取号');
  if (!isOpenNow(hall, now)) fail(`当前不在取号时间（${hall.openHours}）`);
  if (!openWindows(q).length) fail(`${q.name}窗口暂停服务，请稍后再试`);
  const row = simulate(hall, q, day, now);
  const dup = tickets.find(
    (t) => t.userId === input.userId && t.hallId === hall.id && t.queueCode === q.code && t.day === day && t.status !== 'cancelled',
  );
  if (dup) fail(`您今天已在${q.name}取过号（${display(q.code, dup.number)}），每个队列每天限取一个号`, 4093);
  const number = row.issued + 1;
  queueDays.update(row.id, { issued: number });
  // Priority numbers go before the regular ones not yet called, after earlier priority numbers.
  const orderKey = input.priority
    ? row.calledUpTo + 0.5 + tickets.filter((t) => t.day === day && t.priority !== null).length / 1000
    : number;
  return tickets.insert({
    id: newId('TK'),
    userId: input.userId,
    hallId: hall.id,
    queueCode: q.code,
    day,
    number,
    priority: input.priority,
    status: 'waiting',
    takenAt: now,
    orderKey,
    reservationId: input.reservationId,
    arrivedAt: input.arrivedAt,
  });
}

/** 过号 back into the queue once, REQUEUE_BEHIND numbers behind the last called. */
export function requeue(t: TicketRow, now: number): TicketRow {
  if (t.status !== 'skipped') fail('只有过号的号码可以重新排队');
  if (t.requeued) fail('每个号码只能过号重排一次');
  const hall = halls.get(t.hallId) as HallRow;
  const q = queueOrFail(hall, t.queueCode);
  const row = simulate(hall, q, t.day, now);
  return tickets.update(t.id, {
    status: 'waiting',
    requeued: true,
    calledAt: undefined,
    windowNumber: undefined,
    windowName: undefined,
    orderKey: row.calledUpTo + REQUEUE_BEHIND + 0.5,
  }) as TicketRow;
}
