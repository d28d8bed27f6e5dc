import type { DateItem, ReservationConfig, Slot } from '@/contract/queue';
import { areas, attrs, halls, matters, type HallRow, type MatterRow } from '@/mocks/db/tables';
import { newId } from '@/mocks/db/store';
import { fail } from '@/mocks/gateway';
import {
  addDays,
  dayKey,
  dayKind,
  dayStart,
  daySlots,
  hashUnit,
  hhmm,
  isWorkingDay,
  minuteOfDay,
  openPeriods,
  weekdayName,
} from './calendar';
import { bookingCancelled, bookingConfirmed, bookingMissed } from './notices';
import { reservationWatch, reservations, type ReservationRow } from './tables';

export type { ReservationConfig };

export const DEFAULT_CONFIG: ReservationConfig = { enabled: true, days: 5, slotMinutes: 30, quota: 3, cancelBeforeMinutes: 60 };
/** A booked slot not checked in this long after its end is a no-show (爽约). */
export const NO_SHOW_GRACE_MIN = 30;
/** Check-in opens this long before the slot. */
export const CHECK_IN_EARLY_MIN = 30;
/** No-shows within 90 days that suspend booking. */
export const NO_SHOW_LIMIT = 3;
export const NO_SHOW_WINDOW_DAYS = 90;
/** Other citizens book one place per watched calendar every this many minutes of the clock. */
export const OTHERS_BOOK_EVERY_MIN = 20;

/** The configuration of an area, inherited from its parents when it has none of its own. */
export function configOf(areaCode: string): ReservationConfig {
  let code: string | null = areaCode;
  while (code) {
    const row = attrs.find((a) => a.objType === 'area' && a.objId === code && a.attrName === 'me_sys_reservation_config');
    if (row) {
      try {
        const parsed = JSON.parse(row.attrValue) as Partial<ReservationConfig>;
        return { ...DEFAULT_CONFIG, ...parsed };
      } catch {
        return DEFAULT_CONFIG;
      }
    }
    code = areas.get(code)?.parent ?? null;
  }
  return DEFAULT_CONFIG;
}

export const targetKey = (matterId: string | null) => matterId ?? 'ZH';

export function hallOrFail(hallId: string): HallRow {
  const hall = halls.get(hallId);
  if (!hall) fail('未找到该大厅', 404);
  return hall as HallRow;
}

/** A matter the hall handles: one of the matters of its area. */
export function matterOfHall(hall: HallRow, matterId: string): MatterRow {
  const m = matters.get(matterId);
  if (!m) fail('未找到该事项', 404);
  if ((m as MatterRow).areaCode !== hall.areaCode) fail('该大厅不受理此事项的预约');
  return m as MatterRow;
}

/** Places other citizens held before the app's emulator started counting (seeded per slot). */
export function seededTaken(hallId: string, target: string, date: string, start: number, quota: number): number {
  const u = hashUnit(`${hallId}|${target}|${date}|${start}`);
  if (u < 0.12) return quota;
  return Math.min(quota - 1, Math.floor(hashUnit(`${date}|${start}|${hallId}|${target}`) * quota));
}

const holds = (r: ReservationRow) => r.status === 'booked' || r.status === 'checkedIn';

export function takenPlaces(hallId: string, target: string, date: string, start: number, quota: number): number {
  const live = reservations.filter(
    (r) => holds(r) && r.hallId === hallId && targetKey(r.matterId) === target && r.date === date && r.start === start,
  ).length;
  return Math.min(quota, seededTaken(hallId, target, date, start, quota)) + live;
}

/** The slots of one day for a hall and target, at the instant `now`. */
export function slotsOf(hall: HallRow, target: string, date: string, now: number): Slot[] {
  const cfg = configOf(hall.areaCode);
  if (!isWorkingDay(date)) return [];
  const today = dayKey(now);
  const nowMin = minuteOfDay(now);
  return daySlots(openPeriods(hall.openHours), cfg.slotMinutes).map(({ start, end }) => {
    const taken = takenPlaces(hall.id, target, date, start, cfg.quota);
    const remaining = Math.max(0, cfg.quota - taken);
    const past = date < today || (date === today && start <= nowMin);
    const busy = taken / cfg.quota;
    return {
      id: hhmm(start),
      startTime: hhmm(start),
      endTime: hhmm(end),
      quota: cfg.quota,
      remaining: past ? 0 : remaining,
      status: past ? 'past' : remaining === 0 ? 'full' : 'open',
      waitMin: Math.round(2 + busy * 8),
      waitMax: Math.round(8 + busy * 22),
    };
  });
}

/** From today, calendar days until `days` working days are covered: closed days are listed as closed. */
export function datesOf(hall: HallRow, target: string, now: number): DateItem[] {
  const cfg = configOf(hall.areaCode);
  const out: DateItem[] = [];
  let workdays = 0;
  for (let d = dayKey(now); workdays < cfg.days && out.length < cfg.days + 14; d = addDays(d, 1)) {
    const kind = dayKind(d);
    if (!isWorkingDay(d)) {
      out.push({
        date: d,
        weekday: weekdayName(d),
        status: 'closed',
        note: kind.kind === 'holiday' ? `${kind.holiday}放假` : '休息日',
        remaining: 0,
      });
      continue;
    }
    workdays += 1;
    const remaining = slotsOf(hall, target, d, now).reduce((n, s) => n + s.remaining, 0);
    out.push({
      date: d,
      weekday: weekdayName(d),
      status: remaining > 0 ? 'open' : 'full',
      note: kind.kind === 'makeup' ? '调休上班' : '',
      remaining,
    });
  }
  return out;
}

/** Moves bookings through time: no-shows after their slot. */
export function settleReservations(now: number): void {
  for (const r of reservations.filter((x) => x.status === 'booked')) {
    const graceEnd = dayStart(r.date) + (r.end + NO_SHOW_GRACE_MIN) * 60_000;
    if (graceEnd < now) bookingMissed(reservations.update(r.id, { status: 'missed' }) as ReservationRow, graceEnd);
  }
}

/** Other citizens book on the clock: one place per watched calendar every OTHERS_BOOK_EVERY_MIN. */
export function othersBook(now: number): void {
  const bucket = Math.floor(now / (OTHERS_BOOK_EVERY_MIN * 60_000));
  for (const w of reservationWatch.all()) {
    if (w.lastBucket >= bucket) continue;
    const from = Math.max(w.lastBucket + 1, bucket - 12);
    reservationWatch.update(w.id, { lastBucket: bucket });
    const hall = halls.get(w.hallId);
    if (!hall) continue;
    for (let b = from; b <= bucket; b++) {
      const open = datesOf(hall, w.target, now)
        .filter((d) => d.status === 'open')
        .flatMap((d) =>
          slotsOf(hall, w.target, d.date, now)
            .filter((s) => s.status === 'open')
            .map((s) => ({ date: d.date, s })),
        );
      if (!open.length) break;
      const pick = open[Math.floor(hashUnit(`${w.id}|${b}`) * open.length)];
      takeForOther(
        { userId: `citizen-${b}`, hall, matterId: w.target === 'ZH' ? null : w.target, date: pick.date, startTime: pick.s.startTime },
        now,
      );
    }
  }
}

/** A place of `startTime` on `date` taken by another citizen: a booking with no details of theirs. */
export function takeForOther(
  place: { userId: string; hall: HallRow; matterId: string | null; date: string; startTime: string },
  now: number,
): void {
  const { userId, hall, matterId, date, startTime } = place;
  const start = Number(startTime.slice(0, 2)) * 60 + Number(startTime.slice(3));
  reservations.insert({
    id: newId('RV'),
    userId,
    hallId: hall.id,
    matterId,
    bizType: matterId ? 'matter' : 'comprehensive',
    date,
    start,
    end: start + configOf(hall.areaCode).slotMinutes,
    name: '市民',
    mobile: '',
    idcard: '',
    remark: '',
    status: 'booked',
    checkInCode: '',
    createdAt: now,
  });
}

/** Starts (or keeps) other citizens booking on a calendar someone looks at. */
export function watch(hallId: string, target: string, now: number): void {
  const id = `${hallId}|${target}`;
  if (!reservationWatch.get(id))
    reservationWatch.insert({ id, hallId, target, lastBucket: Math.floor(now / (OTHERS_BOOK_EVERY_MIN * 60_000)) });
}

export interface BookInput {
  userId: string;
  hallId: string;
  matterId: string | null;
  date: string;
  startTime: string;
  name: string;
  mobile: string;
  idcard: string;
  remark: string;
  rescheduledFrom?: string;
}

export const SLOT_TAKEN = 4091;
export const DUPLICATE = 4092;

/** The booking rules: open day, real slot, not past, a place left, one active booking per matter, no-show suspension. */
export function book(input: BookInput, now: number): ReservationRow {
  const hall = hallOrFail(input.hallId);
  const cfg = configOf(hall.areaCode);
  if (!cfg.enabled) fail('该大厅暂未开放预约');
  const matter = input.matterId ? matterOfHall(hall, input.matterId) : null;
  const target = targetKey(matter?.id ?? null);
  const dates = datesOf(hall, target, now);
  const day = dates.find((d) => d.date === input.date);
  if (!day) fail('只能预约可预约日期内的时段');
  if (day?.status === 'closed') fail(`${input.date}${day.note}，不可预约`);
  const slot = slotsOf(hall, target, input.date, now).find((s) => s.startTime === input.startTime);
  if (!slot) fail('预约时段不存在');
  if (slot?.status === 'past') fail('该时段已过，请选择其他时段');
  if (slot?.status === 'full') fail('该时段已约满，请重新选择时段', SLOT_TAKEN);
  const since = now - NO_SHOW_WINDOW_DAYS * 86_400_000;
  const missed = reservations.filter((r) => r.userId === input.userId && r.status === 'missed' && dayStart(r.date) >= since).length;
  if (missed >= NO_SHOW_LIMIT) fail(`您近${NO_SHOW_WINDOW_DAYS}天内爽约${missed}次，暂停网上预约`);
  const active = reservations.find(
    (r) =>
      r.userId === input.userId &&
      r.status === 'booked' &&
      r.id !== input.rescheduledFrom &&
      (matter ? r.matterId === matter.id : r.matterId === null && r.hallId === hall.id),
  );
  if (active)
    fail(
      `您已预约${matter ? `“${matter.name}”` : '该大厅综合窗口'}（${active.date} ${hhmm(active.start)}），同一事项只能有一个有效预约`,
      DUPLICATE,
    );
  const start = Number(input.startTime.slice(0, 2)) * 60 + Number(input.startTime.slice(3));
  const booked = reservations.insert({
    id: newId('RV'),
    userId: input.userId,
    hallId: hall.id,
    matterId: matter?.id ?? null,
    bizType: matter ? 'matter' : 'comprehensive',
    date: input.date,
    start,
    end: start + cfg.slotMinutes,
    name: input.name,
    mobile: input.mobile,
    idcard: input.idcard,
    remark: input.remark,
    status: 'booked',
    checkInCode: String(10_000_000 + Math.floor(hashUnit(`${input.userId}|${now}|${start}`) * 89_999_999)),
    createdAt: now,
    rescheduledFrom: input.rescheduledFrom,
  });
  bookingConfirmed(booked);
  return booked;
}

/** The latest instant a booking can be cancelled or rescheduled. */
export function cancelDeadline(r: ReservationRow): number {
  const cfg = configOf(hallOrFail(r.hallId).areaCode);
  return dayStart(r.date) + (r.start - cfg.cancelBeforeMinutes) * 60_000;
}

export function cancel(r: ReservationRow, reason: string, now: number): ReservationRow {
  if (r.status !== 'booked') fail(r.status === 'cancelled' ? '该预约已取消' : '该预约已无法取消');
  if (now > cancelDeadline(r)) fail(`距预约时段已不足${configOf(hallOrFail(r.hallId).areaCode).cancelBeforeMinutes}分钟，不能取消`);
  const cancelled = reservations.update(r.id, { status: 'cancelled', cancelledAt: now, cancelReason: reason }) as ReservationRow;
  bookingCancelled(cancelled, reservations.find((x) => x.rescheduledFrom === r.id) !== undefined);
  return cancelled;
}
