import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { addDays, dayKind, weekdayName } from '@/mocks/features/queue/calendar';
import schedule from '@/mocks/features/queue/holidays.json';
import { holidaySchedule } from '../../../../scripts/lib/holidays.mjs';

/**
 * 国务院办公厅关于2026年部分节假日安排的通知 (dated 2025年11月4日, published by 新华社 the same day):
 * each line is the notice's own wording of one holiday, with the weekday it names for
 * the first and last day off and for each 调休 working day.
 */
const NOTICE: { name: string; from: [string, string]; to: [string, string]; days: number; worked: [string, string][] }[] = [
  { name: '元旦', from: ['2026-01-01', '周四'], to: ['2026-01-03', '周六'], days: 3, worked: [['2026-01-04', '周日']] },
  {
    name: '春节',
    from: ['2026-02-15', '周日'],
    to: ['2026-02-23', '周一'],
    days: 9,
    worked: [
      ['2026-02-14', '周六'],
      ['2026-02-28', '周六'],
    ],
  },
  { name: '清明节', from: ['2026-04-04', '周六'], to: ['2026-04-06', '周一'], days: 3, worked: [] },
  { name: '劳动节', from: ['2026-05-01', '周五'], to: ['2026-05-05', '周二'], days: 5, worked: [['2026-05-09', '周六']] },
  { name: '端午节', from: ['2026-06-19', '周五'], to: ['2026-06-21', '周日'], days: 3, worked: [] },
  { name: '中秋节', from: ['2026-09-25', '周五'], to: ['2026-09-27', '周日'], days: 3, worked: [] },
  {
    name: '国庆节',
    from: ['2026-10-01', '周四'],
    to: ['2026-10-07', '周三'],
    days: 7,
    worked: [
      ['2026-09-20', '周日'],
      ['2026-10-10', '周六'],
    ],
  },
];

function range(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

describe('the emulator’s 2026 calendar follows the State Council notice', () => {
  it.each(NOTICE)('$name: the weekdays the notice names are the calendar’s', ({ from, to, worked }) => {
    for (const [day, name] of [from, to, ...worked]) expect(weekdayName(day), day).toBe(name);
  });

  it.each(NOTICE)('$name: every day off is a holiday of that name, and the 调休 days are worked', ({ name, from, to, days, worked }) => {
    const off = range(from[0], to[0]);
    expect(off).toHaveLength(days);
    for (const day of off) expect(dayKind(day), day).toEqual({ kind: 'holiday', holiday: name });
    for (const [day] of worked) expect(dayKind(day), day).toEqual({ kind: 'makeup' });
  });

  it('has no other day off and no other worked weekend in the whole year', () => {
    const off = new Set(NOTICE.flatMap((h) => range(h.from[0], h.to[0])));
    const worked = new Set(NOTICE.flatMap((h) => h.worked.map(([d]) => d)));
    expect(off.size).toBe(33);
    const wrong: string[] = [];
    for (const day of range('2026-01-01', '2026-12-31')) {
      const weekend = weekdayName(day) === '周六' || weekdayName(day) === '周日';
      const expected = off.has(day) ? 'holiday' : worked.has(day) ? 'makeup' : weekend ? 'weekend' : 'workday';
      if (dayKind(day).kind !== expected) wrong.push(`${day}: ${dayKind(day).kind}, notice ${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the calendar is generated from the maintained holiday data', () => {
  const require = createRequire(import.meta.url);
  const data = JSON.parse(readFileSync(require.resolve('chinese-days/dist/chinese-days.json'), 'utf8'));
  const { version } = JSON.parse(readFileSync(require.resolve('chinese-days/package.json'), 'utf8'));

  it('holidays.json is what `npm run data:holidays` makes from the installed chinese-days', () => {
    expect(schedule).toEqual(holidaySchedule(data, 2025, `chinese-days@${version}`));
    expect(schedule.years).toContain(2026);
  });

  it('names the days with the notice’s names and refuses a name it does not know', () => {
    const day = { holidays: { '2026-04-05': 'Tomb-sweeping Day,清明,1' }, workdays: {} };
    expect(holidaySchedule(day, 2026, 's').holidays).toEqual({ '2026-04-05': '清明节' });
    expect(() => holidaySchedule({ holidays: { '2026-03-08': "Women's Day,妇女节,1" }, workdays: {} }, 2026, 's')).toThrow(/妇女节/);
    expect(() => holidaySchedule(day, 2030, 's')).toThrow(/no holidays/);
  });

  it('a year whose notice is not out yet keeps only New Year’s Day', () => {
    const next = Math.max(...schedule.years) + 1;
    expect(dayKind(`${next}-01-01`)).toEqual({ kind: 'holiday', holiday: '元旦' });
    expect(dayKind(`${next}-01-02`).kind).not.toBe('holiday');
  });
});
