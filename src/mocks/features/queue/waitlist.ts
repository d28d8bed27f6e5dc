import { newId } from '@/mocks/db/store';
import { ApiError, fail } from '@/mocks/gateway';
import { realNames } from '@/mocks/features/profile';
import { dayKey, hhmm } from './calendar';
import { book, datesOf, hallOrFail, matterOfHall, targetKey } from './reservation';
import { reservations, reservationWaitlist, type ReservationRow, type WaitRow } from './tables';

const sameList = (w: WaitRow, hallId: string, matterId: string | null, date: string) =>
  w.hallId === hallId && w.matterId === matterId && w.date === date;

/** The ones waiting for a day, first come first. */
export function waitingFor(hallId: string, matterId: string | null, date: string): WaitRow[] {
  return reservationWaitlist
    .filter((w) => w.status === 'waiting' && sameList(w, hallId, matterId, date))
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/**
 * Joins the waiting list of a full day. The booking it may lead to is made in the user's
 * verified name, with the account's mobile.
 */
export function joinWaitlist(
  input: { userId: string; mobile: string; hallId: string; matterId: string | null; date: string },
  now: number,
): WaitRow {
  const hall = hallOrFail(input.hallId);
  const matter = input.matterId ? matterOfHall(hall, input.matterId) : null;
  const day = datesOf(hall, targetKey(matter?.id ?? null), now).find((d) => d.date === input.date);
  if (!day) fail('只能候补可预约日期内的日期');
  if (day?.status === 'closed') fail(`${input.date}${day.note}，不可候补`);
  if (day?.status === 'open') fail('该日仍有名额，请直接预约');
  if (!realNames.get(input.userId)) fail('登记候补需先完成实名认证');
  if (
    reservationWaitlist.find(
      (w) => w.userId === input.userId && w.status === 'waiting' && sameList(w, hall.id, matter?.id ?? null, input.date),
    )
  )
    fail('您已登记该日的候补');
  const active = reservations.find(
    (r) =>
      r.userId === input.userId &&
      r.status === 'booked' &&
      (matter ? r.matterId === matter.id : r.matterId === null && r.hallId === hall.id),
  );
  if (active) fail(`您已预约该事项（${active.date} ${hhmm(active.start)}），同一事项只能有一个有效预约`);
  return reservationWaitlist.insert({
    id: newId('WL'),
    userId: input.userId,
    hallId: hall.id,
    matterId: matter?.id ?? null,
    date: input.date,
    mobile: input.mobile,
    status: 'waiting',
    createdAt: now,
  });
}

export function leaveWaitlist(w: WaitRow, now: number): WaitRow {
  if (w.status !== 'waiting') fail('该候补已结束');
  return reservationWaitlist.update(w.id, { status: 'left', endedAt: now }) as WaitRow;
}

/**
 * A place of `freed` (a cancelled booking) goes to the first one waiting for its day: booked for
 * them at once. One who can no longer take it (an active booking of the matter meanwhile, a
 * no-show suspension) is passed over with the reason; the next is tried.
 */
export function giveFreedPlace(freed: ReservationRow, now: number): ReservationRow | null {
  for (const w of waitingFor(freed.hallId, freed.matterId, freed.date)) {
    const who = realNames.get(w.userId);
    try {
      if (!who) fail('实名信息已失效');
      const booked = book(
        {
          userId: w.userId,
          hallId: freed.hallId,
          matterId: freed.matterId,
          date: freed.date,
          startTime: hhmm(freed.start),
          name: who!.name,
          mobile: w.mobile,
          idcard: who!.idcard,
          remark: '候补自动预约',
        },
        now,
      );
      reservationWaitlist.update(w.id, { status: 'booked', reservationId: booked.id, endedAt: now });
      return booked;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      reservationWaitlist.update(w.id, { status: 'expired', endedAt: now, note: e.message });
    }
  }
  return null;
}

/** Waiting lists of days gone by end. */
export function settleWaitlist(now: number): void {
  const today = dayKey(now);
  for (const w of reservationWaitlist.filter((x) => x.status === 'waiting' && x.date < today))
    reservationWaitlist.update(w.id, { status: 'expired', endedAt: now, note: '候补日期已过，未有空出名额' });
}
