import { describe, expect, it } from 'vitest';
import { bookingIcs, liveAnnouncement, mapHref, shortDate, shouldLeaveNow, travelMinutes } from '@/features/queue/rules';

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
