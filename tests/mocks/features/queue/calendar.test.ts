import { describe, expect, it } from 'vitest';
import { dayKey, dayKind, daySlots, hhmm, isWorkingDay, minuteOfDay, openPeriods } from '@/mocks/features/queue/calendar';

describe('emulator calendar (China time)', () => {
  it.each([
    ['2026-01-01', 'holiday', '元旦'],
    ['2026-01-04', 'makeup', undefined],
    ['2026-02-14', 'makeup', undefined],
    ['2026-02-16', 'holiday', '春节'],
    ['2026-02-28', 'makeup', undefined],
    ['2026-04-06', 'holiday', '清明节'],
    ['2026-05-05', 'holiday', '劳动节'],
    ['2026-05-09', 'makeup', undefined],
    ['2026-06-19', 'holiday', '端午节'],
    ['2026-09-20', 'makeup', undefined],
    ['2026-09-25', 'holiday', '中秋节'],
    ['2026-10-07', 'holiday', '国庆节'],
    ['2026-10-10', 'makeup', undefined],
    ['2026-11-21', 'weekend', undefined],
    ['2026-11-22', 'weekend', undefined],
    ['2026-11-23', 'workday', undefined],
  ])('%s is a %s', (day, kind, holiday) => {
    expect(dayKind(day)).toEqual(holiday ? { kind, holiday } : { kind });
    expect(isWorkingDay(day)).toBe(kind === 'workday' || kind === 'makeup');
  });

  it('reads days and minutes in UTC+8 whatever the machine zone', () => {
    const ms = Date.parse('2026-11-22T16:30:00Z');
    expect(dayKey(ms)).toBe('2026-11-23');
    expect(minuteOfDay(ms)).toBe(30);
  });

  it('reads opening periods from the hours text and cuts slots that never span the lunch break', () => {
    const periods = openPeriods('周一至周五 9:00-12:00，13:30-17:00');
    expect(periods).toEqual([
      [540, 720],
      [810, 1020],
    ]);
    const slots = daySlots(periods, 30).map((s) => hhmm(s.start));
    expect(slots).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(daySlots(periods, 45).map((s) => `${hhmm(s.start)}-${hhmm(s.end)}`)).toEqual([
      '09:00-09:45',
      '09:45-10:30',
      '10:30-11:15',
      '11:15-12:00',
      '13:30-14:15',
      '14:15-15:00',
      '15:00-15:45',
      '15:45-16:30',
    ]);
  });
});
