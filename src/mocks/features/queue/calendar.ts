/**
 * The emulator's calendar in China time (UTC+8, no daylight saving): days, weekdays, opening
 * periods and the State Council's holiday schedule with its 调休 working weekends.
 */

export const CN_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 86_400_000;

/**
 * 2026 schedule: days off, and weekend days worked, as in 国务院办公厅关于2026年部分节假日安排的通知
 * (dated 2025年11月4日, published by 新华社 the same day). Checked day by day against the notice in
 * tests/mocks/features/queue/holidays-2026.test.ts.
 */
const HOLIDAYS: Record<string, string> = {};
const MAKEUP_WORKDAYS = new Set<string>(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']);

function addRange(name: string, from: string, to: string): void {
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    HOLIDAYS[new Date(t).toISOString().slice(0, 10)] = name;
}
addRange('元旦', '2026-01-01', '2026-01-03');
addRange('春节', '2026-02-15', '2026-02-23');
addRange('清明节', '2026-04-04', '2026-04-06');
addRange('劳动节', '2026-05-01', '2026-05-05');
addRange('端午节', '2026-06-19', '2026-06-21');
addRange('中秋节', '2026-09-25', '2026-09-27');
addRange('国庆节', '2026-10-01', '2026-10-07');
// The next year's schedule is published in November: only New Year's Day is certain.
addRange('元旦', '2027-01-01', '2027-01-01');

/** `YYYY-MM-DD` of an instant, in China time. */
export function dayKey(ms: number): string {
  return new Date(ms + CN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China-time day starts. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - CN_OFFSET_MS;
}

/** Minutes since China-time midnight. */
export function minuteOfDay(ms: number): number {
  return Math.floor((ms - dayStart(dayKey(ms))) / 60_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
export const weekdayName = (day: string) => WEEKDAY_NAMES[weekday(day)];

export type DayKind = 'workday' | 'weekend' | 'holiday' | 'makeup';

/** What kind of day it is for a hall: a holiday, a weekend, a 调休 working weekend or a workday. */
export function dayKind(day: string): { kind: DayKind; holiday?: string } {
  const holiday = HOLIDAYS[day];
  if (holiday) return { kind: 'holiday', holiday };
  if (MAKEUP_WORKDAYS.has(day)) return { kind: 'makeup' };
  const w = weekday(day);
  return w === 0 || w === 6 ? { kind: 'weekend' } : { kind: 'workday' };
}

export function isWorkingDay(day: string): boolean {
  const k = dayKind(day).kind;
  return k === 'workday' || k === 'makeup';
}

/** Opening periods in minutes of the day, read from a hall's hours text (`9:00-12:00，13:30-17:00`). */
export function openPeriods(openHours: string): [number, number][] {
  const periods: [number, number][] = [];
  for (const m of openHours.matchAll(/(\d{1,2}):(\d{2})\s*[-~至]\s*(\d{1,2}):(\d{2})/g)) {
    const from = Number(m[1]) * 60 + Number(m[2]);
    const to = Number(m[3]) * 60 + Number(m[4]);
    if (to > from) periods.push([from, to]);
  }
  return periods.length
    ? periods
    : [
        [540, 720],
        [810, 1020],
      ];
}

export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function parseHhmm(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[1]) < 24 && Number(m[2]) < 60 ? v : null;
}

/** The slots of a day: consecutive `slotMinutes` inside each period (a slot never spans the lunch break). */
export function daySlots(periods: [number, number][], slotMinutes: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const [from, to] of periods)
    for (let s = from; s + slotMinutes <= to; s += slotMinutes) out.push({ start: s, end: s + slotMinutes });
  return out;
}

/** A stable number in [0, 1) from a text (FNV-1a), for the seeded behaviour of other citizens. */
export function hashUnit(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}
