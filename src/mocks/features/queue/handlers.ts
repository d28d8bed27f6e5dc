import { clock, onTick } from '@/mocks/clock';
import { areas, departments, halls, matters, type HallRow, type MatterRow } from '@/mocks/db/tables';
import { fail, handle, paged, required, type SessionRow } from '@/mocks/gateway';
import { realNames } from '@/mocks/features/profile';
import { CN_OFFSET_MS, dayKey, dayStart, hhmm, isWorkingDay, weekdayName } from './calendar';
import {
  book,
  cancel,
  cancelDeadline,
  CHECK_IN_EARLY_MIN,
  configOf,
  datesOf,
  hallOrFail,
  matterOfHall,
  othersBook,
  settleReservations,
  slotsOf,
  targetKey,
  watch,
} from './reservation';
import { reservations, reservationWaitlist, tickets, type ReservationRow, type TicketRow, type WaitRow } from './tables';
import { bookingCheckedIn } from './notices';
import { giveFreedPlace, joinWaitlist, leaveWaitlist, settleWaitlist, waitingFor } from './waitlist';
import {
  aheadOf,
  ageOn,
  display,
  GREEN_CHANNEL_AGE,
  isOpenNow,
  queueOrFail,
  queuesOf,
  requeue,
  settleTickets,
  simulate,
  SOON_AHEAD,
  take,
  waitingCount,
  waitRange,
} from './tickets';

onTick((now) => {
  settleReservations(now);
  settleWaitlist(now);
  othersBook(now);
  settleTickets(now);
});

/** `YYYY-MM-DD HH:mm`, China time. */
const fmt = (ms: number | undefined) => (ms === undefined ? '' : new Date(ms + CN_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' '));

const MOBILE = /^1[3-9]\d{9}$/;
const IDCARD = /^\d{17}[\dX]$/;

function inside(code: string, root: string): boolean {
  const prefix = root.endsWith('0000') ? 2 : root.endsWith('00') ? 4 : 6;
  return code.startsWith(root.slice(0, prefix));
}

const dist = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * 6371_000 * Math.asin(Math.sqrt(h)));
};

/** The matters a hall takes bookings for: its area's matters whose department sits in the hall. */
function mattersOfHall(hall: HallRow): MatterRow[] {
  const area = areas.get(hall.areaCode);
  const deptNames = new Set(departments.filter((d) => d.hallId === hall.id).map((d) => d.name.replace(area?.name ?? '', '')));
  return matters.filter((m) => m.areaCode === hall.areaCode && deptNames.has(m.departmentName.replace(area?.name ?? '', '')));
}

function hallView(h: HallRow, from: { lat: number; lng: number } | null) {
  const cfg = configOf(h.areaCode);
  return {
    id: h.id,
    name: h.name,
    address: h.address,
    phone: h.phone,
    openHours: h.openHours,
    lat: h.lat,
    lng: h.lng,
    areaCode: h.areaCode,
    busy: h.busy,
    reservable: cfg.enabled,
    distance: from ? dist(from, h) : null,
  };
}

function point(query: URLSearchParams): { lat: number; lng: number } | null {
  const lat = Number(query.get('lat'));
  const lng = Number(query.get('lng'));
  return query.get('lat') && query.get('lng') && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

const RES_STATUS: Record<ReservationRow['status'], string> = {
  booked: '待签到',
  checkedIn: '已签到',
  cancelled: '已取消',
  missed: '已爽约',
};

function reservationView(r: ReservationRow, now: number) {
  const hall = halls.get(r.hallId);
  const matter = r.matterId ? matters.get(r.matterId) : undefined;
  const deadline = cancelDeadline(r);
  const slotStart = dayStart(r.date) + r.start * 60_000;
  return {
    id: r.id,
    status: r.status,
    statusText: RES_STATUS[r.status],
    bizType: r.bizType,
    date: r.date,
    weekday: weekdayName(r.date),
    startTime: hhmm(r.start),
    endTime: hhmm(r.end),
    implInfo: { implId: matter?.id ?? null, implName: matter?.name ?? '综合窗口（一窗受理）' },
    hallInfo: {
      hallId: r.hallId,
      hallName: hall?.name ?? '',
      departName: matter?.departmentName ?? hall?.name ?? '',
      address: hall?.address ?? '',
      phone: hall?.phone ?? '',
      lat: hall?.lat ?? 0,
      lng: hall?.lng ?? 0,
    },
    name: r.name,
    mobile: r.mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2'),
    idcard: r.idcard.replace(/^(\d{4})\d{10}(\w{4})$/, '$1**********$2'),
    remark: r.remark,
    checkInCode: r.checkInCode,
    qrText: `OWRSV:${r.id}:${r.checkInCode}`,
    materials: matter?.materials ?? [{ name: '居民身份证', copies: '原件1份', required: true }],
    createTime: fmt(r.createdAt),
    cancelDeadline: fmt(deadline),
    canCancel: r.status === 'booked' && now <= deadline,
    canCheckIn: r.status === 'booked' && r.date === dayKey(now) && now >= slotStart - CHECK_IN_EARLY_MIN * 60_000,
    cancelReason: r.cancelReason ?? '',
    cancelTime: fmt(r.cancelledAt),
    checkInTime: fmt(r.checkedInAt),
    rescheduledFrom: r.rescheduledFrom ?? null,
    /** The slot's start and the emulator's now, in ms: the "leave now" nudge counts on them. */
    slotStartsAt: slotStart,
    serverNow: now,
  };
}

const WAIT_STATUS: Record<WaitRow['status'], string> = {
  waiting: '候补中',
  booked: '已自动预约',
  expired: '候补已结束',
  left: '已取消候补',
};

function waitView(w: WaitRow) {
  const hall = halls.get(w.hallId);
  const matter = w.matterId ? matters.get(w.matterId) : undefined;
  const booked = w.reservationId ? reservations.get(w.reservationId) : undefined;
  const queue = w.status === 'waiting' ? waitingFor(w.hallId, w.matterId, w.date) : [];
  return {
    id: w.id,
    status: w.status,
    statusText: WAIT_STATUS[w.status],
    date: w.date,
    weekday: weekdayName(w.date),
    hallId: w.hallId,
    hallName: hall?.name ?? '',
    matterId: w.matterId,
    matterName: matter?.name ?? '综合窗口（一窗受理）',
    position: w.status === 'waiting' ? queue.findIndex((x) => x.id === w.id) + 1 : null,
    reservation: booked ? { id: booked.id, startTime: hhmm(booked.start), endTime: hhmm(booked.end), status: booked.status } : null,
    note: w.note ?? '',
    createTime: fmt(w.createdAt),
    endTime: fmt(w.endedAt),
  };
}

function ownReservation(id: string, s: SessionRow): ReservationRow {
  const r = reservations.get(id);
  if (!r || r.userId !== s.userId) fail('预约记录不存在', 404);
  return r as ReservationRow;
}

function bookingInput(body: Record<string, unknown>, s: SessionRow) {
  const name = required(body.name, '姓名').trim();
  if (name.length > 30) fail('姓名过长');
  const mobile = required(body.mobile, '手机号').trim();
  if (!MOBILE.test(mobile)) fail('手机号格式不正确');
  const idcard = required(body.idcard, '身份证号').trim().toUpperCase();
  if (!IDCARD.test(idcard)) fail('身份证号格式不正确');
  const remark = String(body.remark ?? '');
  if (remark.length > 200) fail('备注不能超过200字');
  return { userId: s.userId, name, mobile, idcard, remark };
}

const TICKET_STATUS: Record<TicketRow['status'], string> = {
  waiting: '排队中',
  called: '已叫号',
  serving: '办理中',
  done: '已办结',
  skipped: '已过号',
  expired: '已过期',
  cancelled: '已取消',
};

function ticketView(t: TicketRow, now: number) {
  const hall = halls.get(t.hallId) as HallRow;
  const q = queuesOf(hall).find((x) => x.code === t.queueCode);
  const row = q && t.day === dayKey(now) ? simulate(hall, q, t.day, now) : null;
  const ahead = row ? aheadOf(t, row) : 0;
  const wait = q ? waitRange(q, ahead + (t.status === 'waiting' ? 1 : 0)) : { min: 0, max: 0 };
  return {
    id: t.id,
    number: display(t.queueCode, t.number),
    queueCode: t.queueCode,
    queueName: q?.name ?? '',
    hallId: t.hallId,
    hallName: hall.name,
    hallAddress: hall.address,
    lat: hall.lat,
    lng: hall.lng,
    day: t.day,
    status: t.status,
    statusText: TICKET_STATUS[t.status],
    priority: t.priority,
    ahead,
    soon: t.status === 'waiting' && ahead <= SOON_AHEAD,
    waitMin: t.status === 'waiting' ? wait.min : 0,
    waitMax: t.status === 'waiting' ? wait.max : 0,
    windowNumber: t.windowNumber ?? null,
    windowName: t.windowName ?? null,
    takenTime: fmt(t.takenAt),
    calledTime: fmt(t.calledAt),
    endTime: fmt(t.doneAt ?? t.endedAt),
    arrived: t.arrivedAt !== undefined,
    canRequeue: t.status === 'skipped' && !t.requeued,
    canCancel: t.status === 'waiting',
    reservationId: t.reservationId ?? null,
    serverTime: fmt(now),
  };
}

function ownTicket(id: string, s: SessionRow): TicketRow {
  const t = tickets.get(id);
  if (!t || t.userId !== s.userId) fail('取号记录不存在', 404);
  return t as TicketRow;
}

const LIVE = new Set(['waiting', 'called', 'serving', 'skipped']);

export const handlers = [
  handle('get', '/auth/reservation/halls', ({ query }) => {
    const area = required(query.get('areaCode'), '区域编码');
    const from = point(query);
    const category = query.get('category');
    const matterId = query.get('matterId');
    return halls
      .filter((h) => inside(h.areaCode, area) && configOf(h.areaCode).enabled)
      .filter((h) => !category || mattersOfHall(h).some((m) => m.category === category))
      .filter((h) => !matterId || mattersOfHall(h).some((m) => m.id === matterId))
      .map((h) => hallView(h, from))
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  }),
  handle('get', '/auth/reservation/bizTypes', ({ query }) => {
    const area = required(query.get('areaCode'), '区域编码');
    const counts = new Map<string, Set<string>>();
    for (const h of halls.filter((x) => inside(x.areaCode, area)))
      for (const m of mattersOfHall(h)) counts.set(m.category, (counts.get(m.category) ?? new Set()).add(h.id));
    return [...counts.entries()].map(([name, hs]) => ({ code: name, name, hallCount: hs.size }));
  }),
  handle('get', '/auth/reservation/matters', ({ query }) => {
    const hall = hallOrFail(required(query.get('hallId'), '大厅编号'));
    const category = query.get('category');
    return mattersOfHall(hall)
      .filter((m) => !category || m.category === category)
      .map(({ id, name, category: c, departmentName }) => ({ id, name, category: c, departmentName }));
  }),
  handle('get', '/auth/dayTime/dateList', ({ query }) => {
    const hall = hallOrFail(required(query.get('hallId'), '大厅编号'));
    const matterId = query.get('matterId') || null;
    const matter = matterId ? matterOfHall(hall, matterId) : null;
    const now = clock.now();
    watch(hall.id, targetKey(matter?.id ?? null), now);
    const cfg = configOf(hall.areaCode);
    if (!cfg.enabled) fail('该大厅暂未开放预约');
    return {
      hall: hallView(hall, null),
      matter: matter ? { id: matter.id, name: matter.name, departmentName: matter.departmentName, materials: matter.materials } : null,
      config: cfg,
      today: dayKey(now),
      dates: datesOf(hall, targetKey(matter?.id ?? null), now),
    };
  }),
  handle('get', '/auth/dayTime/reserveTimeList', ({ query }) => {
    const hall = hallOrFail(required(query.get('hallId'), '大厅编号'));
    const matterId = query.get('matterId') || null;
    if (matterId) matterOfHall(hall, matterId);
    const date = required(query.get('date'), '预约日期');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail('预约日期格式不正确');
    if (!isWorkingDay(date)) return [];
    return slotsOf(hall, targetKey(matterId), date, clock.now());
  }),
  handle('put', '/auth/reservation/reserve', ({ body, requireSession }) => {
    const s = requireSession();
    const hallId = required(body.hallId, '大厅');
    const matterId = body.matterId ? String(body.matterId) : null;
    const date = required(body.date, '预约日期');
    const startTime = required(body.startTime, '预约时段');
    const now = clock.now();
    return reservationView(book({ ...bookingInput(body, s), hallId, matterId, date, startTime }, now), now);
  }),
  handle('put', '/auth/reservation/reschedule', ({ body, requireSession }) => {
    const s = requireSession();
    const old = ownReservation(required(body.id, '预约编号'), s);
    const now = clock.now();
    if (old.status !== 'booked' || now > cancelDeadline(old)) fail('该预约已不能改约');
    const next = book(
      {
        userId: s.userId,
        hallId: old.hallId,
        matterId: old.matterId,
        date: required(body.date, '预约日期'),
        startTime: required(body.startTime, '预约时段'),
        name: old.name,
        mobile: old.mobile,
        idcard: old.idcard,
        remark: old.remark,
        rescheduledFrom: old.id,
      },
      now,
    );
    giveFreedPlace(cancel(old, '改约到其他时段', now), now);
    return reservationView(next, now);
  }),
  handle('get', '/auth/reservation/search', ({ query, requireSession }) => {
    const s = requireSession();
    const now = clock.now();
    const status = query.get('status') || 'all';
    const rows = reservations
      .filter((r) => r.userId === s.userId && (status === 'all' || (status === 'active' ? r.status === 'booked' : r.status !== 'booked')))
      .sort((a, b) => b.createdAt - a.createdAt);
    const page = paged(rows, query);
    return { ...page, records: page.records.map((r) => reservationView(r, now)) };
  }),
  handle('get', '/auth/reservation/getReserve', ({ query, requireSession }) =>
    reservationView(ownReservation(required(query.get('id'), '预约编号'), requireSession()), clock.now()),
  ),
  handle('get', '/auth/reservation/cancelReserve', ({ query, requireSession }) => {
    const r = ownReservation(required(query.get('id'), '预约编号'), requireSession());
    const reason = required(query.get('reason'), '取消原因');
    if (reason.length > 100) fail('取消原因不能超过100字');
    const now = clock.now();
    const cancelled = cancel(r, reason, now);
    giveFreedPlace(cancelled, now);
    return reservationView(cancelled, now);
  }),
  /** The user's waiting lists (候补), optionally of one hall and matter, newest first. */
  handle('get', '/auth/reservation/waitlist', ({ query, requireSession }) => {
    const s = requireSession();
    const hallId = query.get('hallId');
    const matterId = query.get('matterId') || null;
    return reservationWaitlist
      .filter((w) => w.userId === s.userId && (!hallId || (w.hallId === hallId && w.matterId === matterId)))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((w) => waitView(w));
  }),
  /** Joins the waiting list of a full day (the booking is made in the verified name). */
  handle('put', '/auth/reservation/waitlist', ({ body, requireSession }) => {
    const s = requireSession();
    const now = clock.now();
    const hallId = required(body.hallId, '大厅');
    const matterId = body.matterId ? String(body.matterId) : null;
    const date = required(body.date, '候补日期');
    return waitView(joinWaitlist({ userId: s.userId, mobile: s.mobile ?? '', hallId, matterId, date }, now));
  }),
  handle('post', '/auth/reservation/waitlist/leave', ({ body, requireSession }) => {
    const s = requireSession();
    const w = reservationWaitlist.get(required(body.id, '候补编号'));
    if (!w || w.userId !== s.userId) fail('候补记录不存在', 404);
    const now = clock.now();
    return waitView(leaveWaitlist(w as WaitRow, now));
  }),
  handle('get', '/anon/ticket/queues', ({ query }) => {
    const hall = hallOrFail(required(query.get('hallId'), '大厅编号'));
    const now = clock.now();
    const open = isOpenNow(hall, now);
    return {
      hall: hallView(hall, null),
      open,
      workingDay: isWorkingDay(dayKey(now)),
      serverTime: fmt(now),
      queues: queuesOf(hall).map((q) => {
        const row = simulate(hall, q, dayKey(now), now);
        const waiting = open || row.simulatedTo > 0 ? waitingCount(hall, q, row) : 0;
        const wait = waitRange(q, waiting + 1);
        const paused = !q.windows.some((w) => w.status === 'open');
        return {
          code: q.code,
          name: q.name,
          waiting,
          waitMin: wait.min,
          waitMax: wait.max,
          paused,
          lastCalled: row.calledUpTo ? display(q.code, row.calledUpTo) : null,
          windows: q.windows.map((w) => ({ number: w.number, name: w.name, status: w.status })),
        };
      }),
    };
  }),
  handle('post', '/v1/auth/ticket/take', ({ body, requireSession }) => {
    const s = requireSession();
    const hall = hallOrFail(required(body.hallId, '大厅'));
    const q = queueOrFail(hall, required(body.queueCode, '队列'));
    const now = clock.now();
    let priority: TicketRow['priority'] = null;
    let reservationId: string | undefined;
    let arrivedAt: number | undefined;
    if (body.reservationId) {
      const r = ownReservation(String(body.reservationId), s);
      const view = reservationView(r, now);
      if (r.hallId !== hall.id) fail('该预约不在此大厅');
      if (!view.canCheckIn) fail(r.status === 'booked' ? `请在预约时段前${CHECK_IN_EARLY_MIN}分钟内签到取号` : '该预约不能签到');
      priority = '网上预约';
      reservationId = r.id;
      arrivedAt = now;
    }
    const idcard = realNames.get(s.userId)?.idcard;
    const age = idcard ? ageOn(idcard, dayKey(now)) : null;
    if (!priority && age !== null && age >= GREEN_CHANNEL_AGE) priority = '绿色通道';
    const t = take({ userId: s.userId, hall, q, priority, reservationId, arrivedAt }, now);
    if (reservationId) bookingCheckedIn(reservations.update(reservationId, { status: 'checkedIn', checkedInAt: now }) as ReservationRow);
    return ticketView(t, now);
  }),
  handle('get', '/v1/auth/ticket/mine', ({ query, requireSession }) => {
    const s = requireSession();
    const now = clock.now();
    const scope = query.get('scope') || 'live';
    const rows = tickets
      .filter((t) => t.userId === s.userId && (scope === 'all' || (scope === 'live' ? LIVE.has(t.status) : !LIVE.has(t.status))))
      .sort((a, b) => b.takenAt - a.takenAt);
    const page = paged(rows, query);
    return { ...page, records: page.records.map((t) => ticketView(t, now)), serverTime: fmt(now) };
  }),
  handle('get', '/v1/auth/ticket/detail', ({ query, requireSession }) =>
    ticketView(ownTicket(required(query.get('id'), '取号编号'), requireSession()), clock.now()),
  ),
  handle('post', '/v1/auth/ticket/cancel', ({ body, requireSession }) => {
    const t = ownTicket(required(body.id, '取号编号'), requireSession());
    const now = clock.now();
    if (t.status !== 'waiting') fail('只有排队中的号码可以取消');
    return ticketView(tickets.update(t.id, { status: 'cancelled', endedAt: now }) as TicketRow, now);
  }),
  handle('post', '/v1/auth/ticket/arrive', ({ body, requireSession }) => {
    const t = ownTicket(required(body.id, '取号编号'), requireSession());
    const now = clock.now();
    if (!LIVE.has(t.status) || t.status === 'skipped') fail('该号码不能签到');
    return ticketView(tickets.update(t.id, { arrivedAt: t.arrivedAt ?? now }) as TicketRow, now);
  }),
  handle('post', '/v1/auth/ticket/requeue', ({ body, requireSession }) => {
    const t = ownTicket(required(body.id, '取号编号'), requireSession());
    const now = clock.now();
    return ticketView(requeue(t, now), now);
  }),
];
