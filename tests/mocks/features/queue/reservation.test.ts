import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { reservations } from '@/mocks/features/queue/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';
import { setNow } from '../../../utils/clock';

const HALL = 'H1201010';
const MATTER = 'M12010100';
const OTHER_MATTER = 'M12010103';

interface DateItem {
  date: string;
  status: string;
  note: string;
  remaining: number;
}
interface Slot {
  startTime: string;
  status: string;
  remaining: number;
  quota: number;
}
interface Reservation {
  id: string;
  status: string;
  canCancel: boolean;
  implInfo: { implName: string };
  hallInfo: { departName: string; hallName: string };
  startTime: string;
  date: string;
}

const dates = (matterId = MATTER) =>
  gateway.get<{ dates: DateItem[]; config: { quota: number } }>('/auth/dayTime/dateList', { hallId: HALL, matterId }, { silent: true });
const slots = (date: string, matterId: string | null = MATTER) =>
  gateway.get<Slot[]>('/auth/dayTime/reserveTimeList', { hallId: HALL, matterId: matterId ?? undefined, date }, { silent: true });
const details = { name: '张三', mobile: '13800138000', idcard: '120101199001010017', remark: '' };
const reserve = (date: string, startTime: string, matterId: string | null = MATTER) =>
  gateway.put<Reservation>('/auth/reservation/reserve', { hallId: HALL, matterId, date, startTime, ...details }, { silent: true });
const cancel = (id: string, reason = '行程有变') =>
  gateway.get<Reservation>('/auth/reservation/cancelReserve', { id, reason }, { silent: true });

/** An open slot of a day, the first with at least `min` places left. */
async function openSlot(date: string, min = 1, matterId: string | null = MATTER): Promise<Slot> {
  const s = (await slots(date, matterId)).find((x) => x.status === 'open' && x.remaining >= min);
  if (!s) throw new Error(`no open slot on ${date}`);
  return s;
}

describe('emulator: reservation slot rules on the clock', () => {
  it('lists working days from the area config, with the National Day holiday closed and the 调休 Saturday open', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const { dates: list, config } = await dates();
    expect(config).toMatchObject({ days: 5, slotMinutes: 30, quota: 3, cancelBeforeMinutes: 60 });
    expect(list.map((d) => [d.date, d.status === 'closed' ? 'closed' : 'bookable', d.note])).toEqual([
      ['2026-09-29', 'bookable', ''],
      ['2026-09-30', 'bookable', ''],
      ...['01', '02', '03', '04', '05', '06', '07'].map((d) => [`2026-10-${d}`, 'closed', '国庆节放假']),
      ['2026-10-08', 'bookable', ''],
      ['2026-10-09', 'bookable', ''],
      ['2026-10-10', 'bookable', '调休上班'],
    ]);
    expect(await slots('2026-10-03')).toEqual([]);
  });

  it('marks slots before now as past, and full slots as full', async () => {
    startTestSession();
    setNow('2026-09-29T10:05:00');
    const list = await slots('2026-09-29');
    expect(list).toHaveLength(13);
    expect(list.slice(0, 3).map((s) => s.status)).toEqual(['past', 'past', 'past']);
    expect(list.slice(3).every((s) => s.status === (s.remaining === 0 ? 'full' : 'open'))).toBe(true);
    expect((await refusal(reserve('2026-09-29', '09:30'))).message).toBe('该时段已过，请选择其他时段');
  });

  it('a booking takes a place; a cancel frees it; the same matter cannot be booked twice', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const slot = await openSlot('2026-09-30');
    const r = await reserve('2026-09-30', slot.startTime);
    expect(r).toMatchObject({
      status: 'booked',
      canCancel: true,
      implInfo: { implName: '社会保障卡申领' },
      hallInfo: { departName: '和平区人力资源和社会保障局', hallName: '和平区政务服务中心' },
    });
    expect((await slots('2026-09-30')).find((s) => s.startTime === slot.startTime)?.remaining).toBe(slot.remaining - 1);
    const dup = await refusal(reserve('2026-10-08', '09:00'));
    expect(dup.code).toBe(4092);
    expect(dup.message).toContain('同一事项只能有一个有效预约');
    // Another matter, and the comprehensive window, are bookable at the same time.
    const other = await openSlot('2026-10-08', 1, OTHER_MATTER);
    await expect(reserve('2026-10-08', other.startTime, OTHER_MATTER)).resolves.toMatchObject({ status: 'booked' });
    const zh = await openSlot('2026-10-08', 1, null);
    await expect(reserve('2026-10-08', zh.startTime, null)).resolves.toMatchObject({ implInfo: { implName: '综合窗口（一窗受理）' } });
    await cancel(r.id);
    expect((await slots('2026-09-30')).find((s) => s.startTime === slot.startTime)?.remaining).toBe(slot.remaining);
    // Cancelled: the matter is bookable again.
    await expect(reserve('2026-09-30', slot.startTime)).resolves.toMatchObject({ status: 'booked' });
  });

  it('a full slot is refused with its own code and message', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const slot = await openSlot('2026-09-30');
    emulatorTestApi.queue.fillSlot(HALL, MATTER, '2026-09-30', slot.startTime);
    const e = await refusal(reserve('2026-09-30', slot.startTime));
    expect([e.code, e.message]).toEqual([4091, '该时段已约满，请重新选择时段']);
    expect((await slots('2026-09-30')).find((s) => s.startTime === slot.startTime)).toMatchObject({ status: 'full', remaining: 0 });
  });

  it.each([
    ['2026-10-03', '09:00', '2026-10-03国庆节放假，不可预约'],
    ['2026-10-12', '09:00', '只能预约可预约日期内的时段'],
    ['2026-09-30', '12:00', '预约时段不存在'],
    ['2026-09-30', '09:10', '预约时段不存在'],
  ])('refuses %s %s', async (date, time, message) => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    expect((await refusal(reserve(date, time))).message).toBe(message);
  });

  it.each([
    [{ name: '' }, '姓名不能为空'],
    [{ mobile: '12345' }, '手机号格式不正确'],
    [{ idcard: '1201011990' }, '身份证号格式不正确'],
  ])('validates the details %j', async (patch, message) => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const slot = await openSlot('2026-09-30');
    const e = await refusal(
      gateway.put(
        '/auth/reservation/reserve',
        { hallId: HALL, matterId: MATTER, date: '2026-09-30', startTime: slot.startTime, ...details, ...patch },
        { silent: true },
      ),
    );
    expect(e.message).toBe(message);
  });

  it('cancels up to the cut-off before the slot, not after', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const slot = (await slots('2026-09-29')).find((s) => s.status === 'open' && s.startTime >= '14:00') as Slot;
    const r = await reserve('2026-09-29', slot.startTime);
    // A minute before the cut-off (60 minutes before the slot), then a minute after it.
    setNow(`2026-09-29T${slot.startTime}:00`);
    emulatorTestApi.advanceClock(-61 * 60_000);
    expect((await gateway.get<Reservation>('/auth/reservation/getReserve', { id: r.id }, { silent: true })).canCancel).toBe(true);
    emulatorTestApi.advanceClock(2 * 60_000);
    expect((await gateway.get<Reservation>('/auth/reservation/getReserve', { id: r.id }, { silent: true })).canCancel).toBe(false);
    expect((await refusal(cancel(r.id))).message).toBe('距预约时段已不足60分钟，不能取消');
  });

  it('a booking not checked in becomes a no-show; three no-shows suspend booking', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const slot = await openSlot('2026-09-29');
    const r = await reserve('2026-09-29', slot.startTime);
    setNow('2026-09-29T17:31:00');
    expect((await gateway.get<Reservation>('/auth/reservation/getReserve', { id: r.id }, { silent: true })).status).toBe('missed');
    for (const day of ['2026-09-10', '2026-09-11']) {
      reservations.insert({ ...reservations.get(r.id)!, id: `RV-missed-${day}`, date: day, status: 'missed' });
    }
    setNow('2026-09-30T08:00:00');
    const next = await openSlot('2026-09-30');
    expect((await refusal(reserve('2026-09-30', next.startTime))).message).toBe('您近90天内爽约3次，暂停网上预约');
  });

  it('other citizens book a watched calendar on the clock', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const before = (await dates()).dates.reduce((n, d) => n + d.remaining, 0);
    emulatorTestApi.advanceClock(2 * 3600_000);
    setNow('2026-09-29T08:00:00');
    const after = (await dates()).dates.reduce((n, d) => n + d.remaining, 0);
    expect(before - after).toBeGreaterThanOrEqual(5);
  });

  it('reschedules: the new slot is booked and the old one freed, in one step', async () => {
    startTestSession();
    setNow('2026-09-29T08:00:00');
    const a = await openSlot('2026-09-30');
    const r = await reserve('2026-09-30', a.startTime);
    const b = await openSlot('2026-10-08');
    const moved = await gateway.put<Reservation>(
      '/auth/reservation/reschedule',
      { id: r.id, date: '2026-10-08', startTime: b.startTime },
      { silent: true },
    );
    expect(moved).toMatchObject({ status: 'booked', date: '2026-10-08', startTime: b.startTime });
    expect((await gateway.get<Reservation>('/auth/reservation/getReserve', { id: r.id }, { silent: true })).status).toBe('cancelled');
    expect((await slots('2026-09-30')).find((s) => s.startTime === a.startTime)?.remaining).toBe(a.remaining);
  });

  it('lists only the user own bookings, paged, and hides other users', async () => {
    startTestSession({ userId: 'U0001' });
    setNow('2026-09-29T08:00:00');
    const s = await openSlot('2026-09-30');
    await reserve('2026-09-30', s.startTime);
    const mine = await gateway.get<{ total: number; records: Reservation[] }>(
      '/auth/reservation/search',
      { status: 'all', pageNum: 1, pageSize: 10 },
      { silent: true },
    );
    expect(mine.total).toBe(1);
    startTestSession({ userId: 'U0002' });
    expect((await gateway.get<{ total: number }>('/auth/reservation/search', { status: 'all' }, { silent: true })).total).toBe(0);
    expect((await refusal(gateway.get('/auth/reservation/getReserve', { id: mine.records[0].id }, { silent: true }))).message).toBe(
      '预约记录不存在',
    );
  });
});
