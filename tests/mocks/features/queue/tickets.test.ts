import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { realNames } from '@/mocks/features/profile/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';
import { setNow } from '../../../utils/clock';

const HALL = 'H1201010';

const minutes = (n: number) => emulatorTestApi.advanceClock(n * 60_000);

interface Ticket {
  id: string;
  number: string;
  status: string;
  statusText: string;
  ahead: number;
  soon: boolean;
  priority: string | null;
  windowNumber: string | null;
  waitMin: number;
  waitMax: number;
  canRequeue: boolean;
}
interface Queues {
  open: boolean;
  queues: { code: string; name: string; waiting: number; paused: boolean; windows: { number: string }[] }[];
}

const queues = () => gateway.get<Queues>('/anon/ticket/queues', { hallId: HALL }, { silent: true });
const takeNumber = (queueCode = 'A', reservationId?: string) =>
  gateway.post<Ticket>('/v1/auth/ticket/take', { hallId: HALL, queueCode, reservationId }, { silent: true });
const detail = (id: string) => gateway.get<Ticket>('/v1/auth/ticket/detail', { id }, { silent: true });
const post = (what: 'cancel' | 'arrive' | 'requeue', id: string) =>
  gateway.post<Ticket>(`/v1/auth/ticket/${what}`, { id }, { silent: true });

/** Advances a minute at a time until the ticket leaves `status` (at most `limit` minutes). */
async function until(id: string, status: string, limit = 240): Promise<{ t: Ticket; after: number }> {
  for (let m = 1; m <= limit; m++) {
    minutes(1);
    const t = await detail(id);
    if (t.status !== status) return { t, after: m };
  }
  throw new Error(`still ${status} after ${limit} minutes`);
}

describe('emulator: queue tickets on the clock', () => {
  it('a hall has A 综合 and one queue per department window', async () => {
    setNow('2026-11-23T10:00:00');
    const q = await queues();
    expect(q.open).toBe(true);
    expect(q.queues.map((x) => `${x.code}${x.name}`)).toEqual(['A综合受理', 'B社保', 'C户籍', 'D企业开办']);
    expect(q.queues[0].windows.map((w) => w.number)).toEqual(['A01', 'A02', 'A03']);
    expect(q.queues.every((x) => x.waiting > 0)).toBe(true);
  });

  it.each([
    ['2026-11-22T10:00:00', '今天大厅不办公，不能取号'],
    ['2026-10-02T10:00:00', '今天大厅不办公，不能取号'],
    ['2026-11-23T08:30:00', '当前不在取号时间（周一至周五 9:00-12:00，13:30-17:00）'],
    ['2026-11-23T12:30:00', '当前不在取号时间（周一至周五 9:00-12:00，13:30-17:00）'],
    ['2026-11-23T17:00:00', '当前不在取号时间（周一至周五 9:00-12:00，13:30-17:00）'],
  ])('refuses a number at %s', async (at, message) => {
    startTestSession();
    setNow(at);
    expect((await refusal(takeNumber())).message).toBe(message);
  });

  it('waiting → called at a window → 过号 after 5 minutes → re-queued once, 3 behind → expired at the close', async () => {
    startTestSession();
    setNow('2026-11-23T10:00:00');
    const t = await takeNumber('B');
    expect(t).toMatchObject({ status: 'waiting', statusText: '排队中', priority: null });
    expect(t.number).toMatch(/^B\d{3}$/);
    expect(t.ahead).toBeGreaterThan(3);
    expect(t.waitMax).toBeGreaterThan(t.waitMin);
    expect((await refusal(takeNumber('B'))).message).toContain('每个队列每天限取一个号');
    // People ahead go down as the window calls; 即将到号 at three or fewer.
    let last = t.ahead;
    let soonSeen = false;
    for (;;) {
      minutes(1);
      const now = await detail(t.id);
      if (now.status !== 'waiting') {
        expect(now).toMatchObject({ status: 'called', windowNumber: 'B04', ahead: 0 });
        break;
      }
      expect(now.ahead).toBeLessThanOrEqual(last);
      last = now.ahead;
      if (now.soon) {
        soonSeen = true;
        expect(now.ahead).toBeLessThanOrEqual(3);
      }
    }
    expect(soonSeen).toBe(true);
    const skipped = await until(t.id, 'called');
    expect(skipped.t).toMatchObject({ status: 'skipped', statusText: '已过号', canRequeue: true });
    expect(skipped.after).toBe(5);
    const back = await post('requeue', t.id);
    expect(back).toMatchObject({ status: 'waiting', canRequeue: false });
    expect(back.ahead).toBe(3);
    const again = await until(t.id, 'waiting');
    expect(again.t.status).toBe('called');
    await until(t.id, 'called');
    expect((await detail(t.id)).status).toBe('skipped');
    expect((await refusal(post('requeue', t.id))).message).toBe('每个号码只能过号重排一次');
    setNow('2026-11-23T17:00:00');
    expect((await detail(t.id)).status).toBe('expired');
  });

  it('a number seen at the window is served, then done', async () => {
    startTestSession();
    setNow('2026-11-23T10:00:00');
    const t = await takeNumber('A');
    await post('arrive', t.id);
    const called = await until(t.id, 'waiting');
    expect(called.t.status).toBe('serving');
    const done = await until(t.id, 'serving');
    expect(done.t.status).toBe('done');
    expect(done.after).toBe(6);
  });

  it('a waiting number still waiting at the close of the day expires; a cancelled one stays cancelled', async () => {
    startTestSession();
    setNow('2026-11-23T16:55:00');
    const a = await takeNumber('A');
    const c = await takeNumber('C');
    await post('cancel', c.id);
    expect((await refusal(post('cancel', c.id))).message).toBe('只有排队中的号码可以取消');
    setNow('2026-11-24T08:00:00');
    expect((await detail(a.id)).status).toBe('expired');
    expect((await detail(c.id)).status).toBe('cancelled');
    const history = await gateway.get<{ total: number }>('/v1/auth/ticket/mine', { scope: 'history' }, { silent: true });
    expect(history.total).toBe(2);
    const live = await gateway.get<{ total: number }>('/v1/auth/ticket/mine', { scope: 'live' }, { silent: true });
    expect(live.total).toBe(0);
  });

  it('people over 60 get 绿色通道 and are called before the regular numbers', async () => {
    startTestSession({ userId: 'U-old' });
    realNames.insert({ id: 'U-old', name: '李四', idcard: '12010319600918132X', canonical: '12010319600918132X', verifiedAt: 0 });
    setNow('2026-11-23T10:00:00');
    const t = await takeNumber('A');
    expect(t).toMatchObject({ priority: '绿色通道', ahead: 0, soon: true });
    const { t: called, after } = await until(t.id, 'waiting');
    expect(called.status).toBe('called');
    expect(after).toBeLessThanOrEqual(3);
  });

  it('a booking checked in on its day gives a 网上预约 number, first in line, already arrived', async () => {
    startTestSession();
    setNow('2026-11-23T08:00:00');
    const slots = await gateway.get<{ startTime: string; status: string }[]>(
      '/auth/dayTime/reserveTimeList',
      { hallId: HALL, date: '2026-11-23' },
      { silent: true },
    );
    const slot = slots.find((s) => s.status === 'open' && s.startTime >= '10:00') as { startTime: string };
    const r = await gateway.put<{ id: string; canCheckIn: boolean }>(
      '/auth/reservation/reserve',
      {
        hallId: HALL,
        matterId: null,
        date: '2026-11-23',
        startTime: slot.startTime,
        name: '张三',
        mobile: '13800138000',
        idcard: '120101199001010017',
      },
      { silent: true },
    );
    expect(r.canCheckIn).toBe(false);
    setNow('2026-11-23T10:00:00');
    if (slot.startTime > '10:30') expect((await refusal(takeNumber('A', r.id))).message).toBe('请在预约时段前30分钟内签到取号');
    setNow(`2026-11-23T${slot.startTime}:00`);
    const t = await takeNumber('A', r.id);
    expect(t).toMatchObject({ priority: '网上预约', ahead: 0 });
    expect((await gateway.get<{ status: string }>('/auth/reservation/getReserve', { id: r.id }, { silent: true })).status).toBe(
      'checkedIn',
    );
    const { t: served } = await until(t.id, 'waiting');
    expect(served.status).toBe('serving');
  });
});
