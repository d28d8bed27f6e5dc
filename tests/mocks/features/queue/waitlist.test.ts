import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { runDue } from '@/mocks/clock';
import { realNames } from '@/mocks/features/profile/tables';
import { book } from '@/mocks/features/queue/reservation';
import { reservations, reservationWaitlist } from '@/mocks/features/queue/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';
import { setNow } from '../../../utils/clock';

const HALL = 'H1201010';
const MATTER = 'M12010100';
const DAY = '2026-09-30';

interface Entry {
  id: string;
  status: string;
  statusText: string;
  date: string;
  position: number | null;
  reservation: { id: string; startTime: string; endTime: string; status: string } | null;
  note: string;
}

const PEOPLE: Record<string, [string, string]> = {
  U0001: ['张三', '120101199001010017'],
  U0002: ['李四', '12010319600918132X'],
  U0003: ['王芳', '120102198002290024'],
};

/** Logs in as `userId` (verified in the registry unless `verified` is false). */
function as(userId: string, verified = true) {
  startTestSession({ userId, mobile: `1380013800${userId.slice(-1)}` });
  const [name, idcard] = PEOPLE[userId] ?? ['赵六', '110105194912310021'];
  if (verified && !realNames.get(userId)) realNames.insert({ id: userId, name, idcard, canonical: idcard, verifiedAt: 0 });
}

const join = (date = DAY, matterId: string | null = MATTER) =>
  gateway.put<Entry>('/auth/reservation/waitlist', { hallId: HALL, matterId, date }, { silent: true });
const mine = () => gateway.get<Entry[]>('/auth/reservation/waitlist', { hallId: HALL, matterId: MATTER }, { silent: true });
const cancelBooking = (id: string) => gateway.get('/auth/reservation/cancelReserve', { id, reason: '行程有变' }, { silent: true });

/** U0003 holds the 09:00 place of DAY; other citizens take every other place. */
async function fullDayWithU3At9() {
  setNow('2026-09-29T08:00:00');
  const held = book(
    {
      userId: 'U0003',
      hallId: HALL,
      matterId: MATTER,
      date: DAY,
      startTime: '09:00',
      name: '王芳',
      mobile: '13800138003',
      idcard: '120102198002290024',
      remark: '',
    },
    emulatorTestApi.now(),
  );
  as('U0001');
  const slots = await gateway.get<{ startTime: string; status: string }[]>(
    '/auth/dayTime/reserveTimeList',
    { hallId: HALL, matterId: MATTER, date: DAY },
    { silent: true },
  );
  for (const s of slots) if (s.status === 'open') emulatorTestApi.queue.fillSlot(HALL, MATTER, DAY, s.startTime);
  return held;
}

describe('emulator: the waiting list (候补) of a full day', () => {
  it('is for full days only, needs a verified identity, and one entry per day and matter', async () => {
    setNow('2026-09-29T08:00:00');
    as('U0001');
    expect((await refusal(join())).message).toBe('该日仍有名额，请直接预约');
    expect((await refusal(join('2026-10-01'))).message).toMatch(/国庆节.*不可候补/);
    await fullDayWithU3At9();
    as('U0004', false);
    expect((await refusal(join())).message).toBe('登记候补需先完成实名认证');
    as('U0001');
    expect(await join()).toMatchObject({ status: 'waiting', statusText: '候补中', position: 1, date: DAY });
    expect((await refusal(join())).message).toBe('您已登记该日的候补');
  });

  it('a cancelled place is booked at once for the first one waiting, in their verified name; the next moves up', async () => {
    const held = await fullDayWithU3At9();
    as('U0001');
    await join();
    as('U0002');
    expect((await join()).position).toBe(2);

    as('U0003');
    await cancelBooking(held.id);

    as('U0001');
    const [first] = await mine();
    expect(first).toMatchObject({ status: 'booked', statusText: '已自动预约', position: null });
    expect(first.reservation).toMatchObject({ startTime: '09:00', endTime: '09:30', status: 'booked' });
    expect(reservations.get(first.reservation!.id)).toMatchObject({
      userId: 'U0001',
      name: '张三',
      idcard: '120101199001010017',
      mobile: '13800138001',
      date: DAY,
      start: 540,
      remark: '候补自动预约',
    });
    as('U0002');
    expect((await mine())[0]).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('gives the place freed by a reschedule too', async () => {
    const held = await fullDayWithU3At9();
    as('U0001');
    await join();
    as('U0003');
    await gateway.put('/auth/reservation/reschedule', { id: held.id, date: '2026-10-09', startTime: '10:00' }, { silent: true });
    expect(reservationWaitlist.all()[0]).toMatchObject({ userId: 'U0001', status: 'booked' });
  });

  it('passes over one who booked the matter meanwhile, with the reason, and books the next', async () => {
    const held = await fullDayWithU3At9();
    as('U0001');
    await join();
    as('U0002');
    await join();
    // U0001 books the matter on another day meanwhile.
    book(
      {
        userId: 'U0001',
        hallId: HALL,
        matterId: MATTER,
        date: '2026-10-09',
        startTime: '10:00',
        name: '张三',
        mobile: '',
        idcard: '',
        remark: '',
      },
      emulatorTestApi.now(),
    );
    as('U0003');
    await cancelBooking(held.id);
    const rows = reservationWaitlist.all();
    expect(rows.find((w) => w.userId === 'U0001')).toMatchObject({
      status: 'expired',
      note: expect.stringMatching(/同一事项只能有一个有效预约/),
    });
    expect(rows.find((w) => w.userId === 'U0002')).toMatchObject({ status: 'booked' });
  });

  it('can be left, and ends when the day has gone by', async () => {
    await fullDayWithU3At9();
    as('U0001');
    const entry = await join();
    await gateway.post('/auth/reservation/waitlist/leave', { id: entry.id }, { silent: true });
    expect((await mine())[0]).toMatchObject({ status: 'left', statusText: '已取消候补' });
    expect((await refusal(gateway.post('/auth/reservation/waitlist/leave', { id: entry.id }, { silent: true }))).message).toBe(
      '该候补已结束',
    );
    as('U0002');
    await join();
    expect((await refusal(gateway.post('/auth/reservation/waitlist/leave', { id: entry.id }, { silent: true }))).message).toBe(
      '候补记录不存在',
    );
    setNow('2026-10-01T08:00:00');
    runDue();
    expect((await gateway.get<Entry[]>('/auth/reservation/waitlist', undefined, { silent: true }))[0]).toMatchObject({
      status: 'expired',
      note: '候补日期已过，未有空出名额',
    });
  });
});
