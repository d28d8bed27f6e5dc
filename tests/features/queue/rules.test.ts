import { describe, expect, it } from 'vitest';
import {
  bookingIcs,
  chinaHhmm,
  leaveAdvice,
  liveAnnouncement,
  mapHref,
  shortDate,
  shouldLeaveNow,
  travelMinutes,
} from '@/features/queue/rules';

describe('queue rules', () => {
  it.each([
    [
      { status: 'called', number: 'B012', ahead: 0, windowNumber: 'B04', windowName: '人力资源和社会保障局' },
      '请B012号到B04号窗口（人力资源和社会保障局）办理',
    ],
    [{ status: 'waiting', number: 'A020', ahead: 3, windowNumber: null, windowName: null }, 'A020即将到号，前面还有3人'],
    [{ status: 'waiting', number: 'A020', ahead: 0, windowNumber: null, windowName: null }, 'A020即将到号，下一位就是您'],
    [{ status: 'waiting', number: 'A020', ahead: 4, windowNumber: null, windowName: null }, ''],
    [{ status: 'skipped', number: 'A020', ahead: 0, windowNumber: 'A01', windowName: '综合受理窗口' }, ''],
  ])('announces %j as %s', (t, text) => {
    expect(liveAnnouncement(t)).toBe(text);
  });

  it.each([
    [10, 2000, 7, true],
    [20, 2000, 7, false],
    [12, 2000, 7, true],
    [13, 2000, 7, false],
    [0, 100, 1, true],
  ])('wait %i min at %i m (%i min away): leave now %s', (wait, meters, minutes, leave) => {
    expect(travelMinutes(meters)).toBe(minutes);
    expect(shouldLeaveNow(wait, meters)).toBe(leave);
  });

  it('writes a calendar entry in China time with a reminder, escaping text', () => {
    const ics = bookingIcs({
      id: 'RV1',
      date: '2026-09-30',
      startTime: '14:00',
      endTime: '14:30',
      title: '预约办理：社会保障卡申领',
      location: '和平区政务服务中心, 中山路51号',
      description: '签到码 12345678',
    });
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Asia/Shanghai:20260930T140000',
        'DTEND;TZID=Asia/Shanghai:20260930T143000',
        'LOCATION:和平区政务服务中心\\, 中山路51号',
        'TRIGGER:-PT1H',
        'UID:RV1@onewindow',
      ]),
    );
  });

  it('formats dates and the map hand-off', () => {
    expect(shortDate('2026-09-03')).toBe('9月3日');
    expect(mapHref({ lat: 39.1, lng: 117.2, name: '和平区政务服务中心' })).toBe(
      'https://uri.amap.com/marker?position=117.200000,39.100000&name=%E5%92%8C%E5%B9%B3%E5%8C%BA%E6%94%BF%E5%8A%A1%E6%9C%8D%E5%8A%A1%E4%B8%AD%E5%BF%83&callnative=1',
    );
  });
});

describe('the per-slot "leave now" nudge', () => {
  // A 10:00 slot (China time) on 2026-09-30.
  const slot = Date.parse('2026-09-30T10:00:00+08:00');
  const at = (hhmm: string) => Date.parse(`2026-09-30T${hhmm}:00+08:00`);
  it.each([
    // now, metres (null: unknown), kind, text
    ['2026-09-29T20:00', null, null, null],
    ['07:00', null, 'later', '建议09:20出发（路程约30分钟，提前10分钟到厅签到）'],
    ['08:49', null, 'later', '建议09:20出发'],
    ['08:50', null, 'soon', '还有30分钟该出发了，建议09:20出发（路程约30分钟）'],
    ['09:19', null, 'soon', '还有1分钟该出发了'],
    ['09:20', null, 'now', '该出发了：路程约30分钟，10:00前到厅签到取号'],
    ['09:30', null, 'now', '该出发了'],
    ['09:31', null, 'late', '按路程约30分钟，可能赶不上10:00的预约，请尽快出发'],
    ['10:30', null, 'late', '可能赶不上'],
    ['10:31', null, null, null],
    // 3 km is 10 minutes at 333 m/min: leave at 09:40.
    ['09:39', 3000, 'soon', '还有1分钟该出发了，建议09:40出发（路程约10分钟）'],
    ['09:45', 3000, 'now', '该出发了：路程约10分钟'],
    ['09:51', 3000, 'late', '可能赶不上'],
    // 100 m is still a minute of walking.
    ['09:49', 100, 'now', '路程约1分钟'],
  ])('at %s, %s m away: %s', (now, meters, kind, text) => {
    const ms = now.includes('T') ? Date.parse(`${now}:00+08:00`) : at(now);
    const advice = leaveAdvice({ slotStartsAt: slot, now: ms, meters });
    if (kind === null) return expect(advice).toBeNull();
    expect(advice?.kind).toBe(kind);
    expect(advice?.text).toContain(text);
  });

  it('counts in China time whatever the phone zone, and leaves 10 minutes to check in', () => {
    const advice = leaveAdvice({ slotStartsAt: slot, now: at('06:00'), meters: 6660 });
    expect(advice?.travel).toBe(20);
    expect(chinaHhmm(advice?.leaveAt ?? 0)).toBe('09:30');
  });
});
