import { describe, expect, it } from 'vitest';
import { matchRoute } from '@/config/routes';
import { gateway } from '@/lib/http/client';
import { staff } from '@/mocks/features/agency/tables';
import { grabAs } from '@/mocks/features/agency/grab';
import { agencyRequests } from '@/mocks/features/agency/tables';
import { cases, type CaseRow } from '@/mocks/features/cases/tables';
import { PRE_REVIEW_MS } from '@/mocks/features/cases/lifecycle';
import { emsOrders } from '@/mocks/features/express/tables';
import { consults } from '@/mocks/features/im/tables';
import { CONSULT_REPLY_MS } from '@/mocks/features/im/handlers';
import { noticePrefs } from '@/mocks/features/profile/tables';
import { complaints } from '@/mocks/features/rating/tables';
import { REPLY_DELAY_MS } from '@/mocks/features/rating/rules';
import { tickets } from '@/mocks/features/queue/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { addAddress } from '@/features/express/api/add-address';
import { placeOrder } from '@/features/express/api/place-order';
import { startTestSession } from '../../../utils/session';
import { setNow } from '../../../utils/clock';

const HALL = 'H1201010';
const MATTER = 'M12010100';
const HOUR = 3600_000;
const notices = (userId = 'U0001') => emulatorTestApi.notices.of(userId);
const kinds = (userId = 'U0001') => notices(userId).map((n) => n.kind);

/** The link is a route of the route table, with the params it requires, naming `id`. */
function expectLink(link: string | undefined, route: string, id?: string) {
  expect(link).toBeDefined();
  const [path, qs] = link!.split('?');
  const def = matchRoute(path);
  expect(def?.name).toBe(route);
  const params = new URLSearchParams(qs ?? '');
  for (const [name, need] of Object.entries(def!.params)) if (need === 'required') expect(params.get(name)).toBeTruthy();
  for (const name of params.keys()) expect(Object.keys(def!.params)).toContain(name);
  if (id) expect(params.get('id')).toBe(id);
}

const details = { name: '张三', mobile: '13800138000', idcard: '120101199001010017', remark: '' };
interface Reservation {
  id: string;
  status: string;
}
const reserve = (date: string, startTime: string) =>
  gateway.put<Reservation>('/auth/reservation/reserve', { hallId: HALL, matterId: MATTER, date, startTime, ...details }, { silent: true });
const cancel = (id: string) => gateway.get<Reservation>('/auth/reservation/cancelReserve', { id, reason: '行程有变' }, { silent: true });
const firstOpen = async (date: string) =>
  (
    await gateway.get<{ startTime: string; status: string }[]>(
      '/auth/dayTime/reserveTimeList',
      { hallId: HALL, matterId: MATTER, date },
      { silent: true },
    )
  ).find((s) => s.status === 'open')!.startTime;

function caseRow(patch: Partial<CaseRow>): CaseRow {
  const now = emulatorTestApi.now();
  return {
    id: 'CS-T1',
    caseNo: 'TJ20261123000001',
    userId: 'U0001',
    matterId: MATTER,
    matterName: '社会保障卡申领',
    departmentName: '和平区人力资源和社会保障局',
    formId: 'F-GENERAL',
    formTitle: '政务服务事项申请表',
    applicant: { name: '张三', idcard: '120101199001010017', mobile: '13800138000' },
    form: {},
    submittedAt: now,
    clientToken: 't1',
    kind: 'single',
    parentId: null,
    evaluationId: null,
    draftedAt: null,
    stage: 'received',
    stageSince: now,
    materials: [],
    events: [],
    promiseDays: 5,
    acceptedAt: null,
    dueAt: null,
    supplementDueAt: null,
    reminded: false,
    hallName: '和平区政务服务中心',
    windowName: '综合受理窗口',
    ...patch,
  };
}

describe('服务通知: every state change that matters makes one notice, for its user, with its link', () => {
  it('a case accepted, then decided: one notice each, linking to the case; a tick again adds none', () => {
    startTestSession();
    setNow('2026-11-23T09:00:00');
    cases.insert(caseRow({}));
    emulatorTestApi.advanceClock(PRE_REVIEW_MS + 1000);
    expect(kinds()).toEqual(['case.accepted']);
    emulatorTestApi.advanceClock(10 * HOUR);
    emulatorTestApi.advanceClock(HOUR);
    expect(kinds()).toEqual(['case.decided', 'case.accepted']);
    expect(notices()[0].title).toBe('办件已办结');
    for (const n of notices()) expectLink(n.route, 'officeInfolist', 'CS-T1');
    expect(kinds('U1001')).toEqual([]);
  });

  it('a case returned for 补正, and rejected when not fixed', () => {
    startTestSession();
    setNow('2026-11-23T09:00:00');
    cases.insert(caseRow({ materials: [{ index: 0, name: '身份证', required: true, files: [], status: 'pending', reason: '' } as never] }));
    emulatorTestApi.advanceClock(PRE_REVIEW_MS + 1000);
    expect(kinds()).toEqual(['case.returned']);
    emulatorTestApi.advanceClock(6 * 24 * HOUR);
    expect(kinds()).toEqual(['case.decided', 'case.returned']);
    expect(notices()[0].title).toBe('办件不予受理');
  });

  it('a booking confirmed, reminded the day before and an hour before on the clock (once each), and cancelled', async () => {
    startTestSession();
    setNow('2026-11-23T08:00:00');
    const start = await firstOpen('2026-11-25');
    const r = await reserve('2026-11-25', start);
    expect(kinds()).toEqual(['booking.confirmed']);
    const slotStart = Date.parse(`2026-11-25T${start}:00+08:00`);
    // Just before the day-before reminder: nothing yet.
    emulatorTestApi.advanceClock(slotStart - 24 * HOUR - emulatorTestApi.now() - 60_000);
    expect(kinds()).toEqual(['booking.confirmed']);
    emulatorTestApi.advanceClock(2 * 60_000);
    expect(kinds()).toEqual(['booking.reminder', 'booking.confirmed']);
    expect(notices()[0].content).toContain('明天');
    emulatorTestApi.advanceClock(HOUR);
    expect(kinds()).toHaveLength(2);
    emulatorTestApi.advanceClock(slotStart - HOUR - emulatorTestApi.now() + 60_000);
    expect(kinds()).toEqual(['booking.reminder', 'booking.reminder', 'booking.confirmed']);
    expect(notices()[0].content).toContain('1小时后');
    emulatorTestApi.advanceClock(60_000);
    expect(kinds()).toHaveLength(3);
    for (const n of notices()) expectLink(n.route, 'appointmentDetails', r.id);
  });

  it('a cancelled booking says so once and is never reminded; a missed one is 爽约', async () => {
    startTestSession();
    setNow('2026-11-23T08:00:00');
    const a = await reserve('2026-11-25', await firstOpen('2026-11-25'));
    await cancel(a.id);
    expect(kinds()).toEqual(['booking.cancelled', 'booking.confirmed']);
    expectLink(notices()[0].route, 'appointmentDetails', a.id);
    const b = await reserve('2026-11-24', '09:00');
    for (let h = 0; h < 3 * 24; h++) emulatorTestApi.advanceClock(HOUR);
    // The cancelled booking's reminders are gone; the kept one had two, then was missed.
    expect(kinds().filter((k) => k !== 'booking.confirmed' && k !== 'booking.cancelled')).toEqual([
      'booking.missed',
      'booking.reminder',
      'booking.reminder',
    ]);
    expectLink(notices()[0].route, 'appointmentDetails', b.id);
  });

  it('a queue number soon due, called, skipped: one notice each, linking to the ticket', async () => {
    startTestSession();
    setNow('2026-11-23T10:00:00');
    const t = await gateway.post<{ id: string }>('/v1/auth/ticket/take', { hallId: HALL, queueCode: 'A' }, { silent: true });
    for (let m = 0; m < 240 && tickets.get(t.id)?.status !== 'skipped'; m++) emulatorTestApi.advanceClock(60_000);
    expect(tickets.get(t.id)?.status).toBe('skipped');
    expect(kinds()).toEqual(['ticket.skipped', 'ticket.called', 'ticket.soon']);
    expect(notices()[1].title).toBe('已叫号');
    for (const n of notices()) expectLink(n.route, 'myNumberInfo', t.id);
    emulatorTestApi.advanceClock(10 * 60_000);
    expect(kinds()).toHaveLength(3);
  });

  it('a complaint replied, an EMS waybill signed, an agency request grabbed, a consultation answered', async () => {
    startTestSession();
    setNow('2026-11-23T10:00:00');
    const now = emulatorTestApi.now();
    complaints.insert({
      ...(complaints.all()[0] ?? {}),
      id: 'CP-T1',
      userId: 'U0001',
      hallName: '和平区政务服务中心',
      sumStars: 1,
      replies: [],
      replyDueAt: now + REPLY_DELAY_MS,
    } as never);
    emsOrders.insert({
      id: 'EMS-T1',
      userId: 'U0001',
      kind: 'certificateHome',
      waybillNo: '1100000000011',
      sender: { name: '和平区政务服务中心', mobile: '022', areaCode: '120101', areaName: '和平区', detail: '' },
      receiver: { name: '张三', mobile: '13800138000', areaCode: '120101', areaName: '和平区', detail: '南京路100号' },
      weightGrams: 200,
      zone: 'sameDistrict',
      fee: 8,
      contents: '证照',
      pickupStart: now,
      pickupEnd: now,
      agencyId: null,
      createdAt: now,
      cancelledAt: null,
    } as never);
    consults.insert({
      id: 'CO-T1',
      userId: 'U0001',
      hallId: 'H-none',
      departmentId: 'D1',
      departmentName: '和平区人力资源和社会保障局',
      title: '社保卡',
      content: '社保卡丢了怎么补办？',
      status: 'pending',
      createdAt: now,
      replyDueAt: now + CONSULT_REPLY_MS,
    } as never);
    agencyRequests.insert({
      ...(agencyRequests.all()[0] ?? {}),
      id: 'AG-T1',
      userId: 'U0001',
      matterName: '社会保障卡申领',
      status: 'submitted',
      version: 1,
      history: [],
      messages: [],
    } as never);
    grabAs(agencyRequests.get('AG-T1')!, staff.all()[0]);
    emulatorTestApi.advanceClock(12 * HOUR);
    const byKind = Object.fromEntries(notices().map((n) => [n.kind, n]));
    expect(Object.keys(byKind).sort()).toEqual(['agency.grabbed', 'complaint.replied', 'consult.answered', 'ems.signed']);
    expect(notices()).toHaveLength(4);
    expectLink(byKind['complaint.replied'].route, 'complaintDetails', 'CP-T1');
    expectLink(byKind['ems.signed'].route, 'emsSuccess', 'EMS-T1');
    expectLink(byKind['agency.grabbed'].route, 'myAgencyDetails', 'AG-T1');
    expectLink(byKind['consult.answered'].route, 'myconsult');
    emulatorTestApi.advanceClock(HOUR);
    expect(notices()).toHaveLength(4);
  });
});

describe('服务通知: an EMS order', () => {
  it('placed: one notice with its waybill, linking to the order', async () => {
    startTestSession();
    setNow('2026-11-23T10:00:00');
    const a = await addAddress({ name: '张三', mobile: '13800138000', areaCode: '120101', detail: '南京路100号' });
    const order = await placeOrder({ kind: 'certificateHome', addressId: a.id, hallId: HALL, weightGrams: 200, expectedFee: 8 });
    expect(kinds()).toEqual(['ems.issued']);
    expect(notices()[0].content).toContain(order.waybillNo);
    expectLink(notices()[0].route, 'emsSuccess', order.id);
  });
});

describe('服务通知: channels and preferences', () => {
  it('a mobile user gets one SMS per notice, short, with the link; 消息中心 lists the notices newest first, unread', async () => {
    startTestSession();
    setNow('2026-11-23T08:00:00');
    const r = await reserve('2026-11-25', await firstOpen('2026-11-25'));
    await cancel(r.id);
    const sms = emulatorTestApi.notices.sms('13800138000');
    expect(sms.map((s) => s.kind)).toEqual(['booking.cancelled', 'booking.confirmed']);
    expect(sms[0].text).toMatch(/^【一窗受理】预约已取消：/);
    expect(sms[0].text).toContain(`#/appointmentDetails?id=${r.id}`);
    expect(sms[0].text.length).toBeLessThan(140);
    const page = await gateway.get<{ records: { title: string; read: boolean; route?: string }[] }>(
      '/im/msg/auth/systemMsgs',
      { pageNum: 1, pageSize: 20 },
      { silent: true },
    );
    expect(page.records.slice(0, 2).map((m) => [m.title, m.read, m.route])).toEqual([
      ['预约已取消', false, `/appointmentDetails?id=${r.id}`],
      ['预约成功', false, `/appointmentDetails?id=${r.id}`],
    ]);
    const unread = await gateway.get<{ system: number }>('/im/msg/auth/allNoReadsCount', {}, { silent: true });
    expect(unread.system).toBe(2 + 2);
  });

  it('a switch off in 设置 sends no SMS, and the notice still lands in 消息中心', async () => {
    startTestSession();
    noticePrefs.insert({ id: 'U0001', progress: true, reservation: false, queue: true, system: true, updatedAt: 1 } as never);
    setNow('2026-11-23T08:00:00');
    await reserve('2026-11-25', await firstOpen('2026-11-25'));
    expect(kinds()).toEqual(['booking.confirmed']);
    expect(notices()[0].delivery).toBe('muted');
    expect(emulatorTestApi.notices.sms()).toEqual([]);
  });

  it('inside the messenger: no subscribe message without consent; each consent allows exactly one', async () => {
    startTestSession({ userId: 'U1001', authority: 'openId' });
    setNow('2026-11-23T08:00:00');
    const r = await reserve('2026-11-25', await firstOpen('2026-11-25'));
    expect(notices('U1001')[0].delivery).toBe('no-consent');
    expect(emulatorTestApi.notices.subscribeMessages('U1001')).toEqual([]);
    await expect(
      gateway.post('/service-xzyd/notice/subscribe', { results: { booking: 'accept', queue: 'reject' } }, { silent: true }),
    ).resolves.toEqual({ accepted: ['booking'] });
    expect(emulatorTestApi.notices.openConsents('U1001')).toEqual(['booking']);
    await cancel(r.id);
    const sent = emulatorTestApi.notices.subscribeMessages('U1001');
    expect(sent.map((s) => [s.template, s.kind, s.page])).toEqual([['booking', 'booking.cancelled', `/appointmentDetails?id=${r.id}`]]);
    expect(emulatorTestApi.notices.openConsents('U1001')).toEqual([]);
    // The consent is used: the next booking notice goes to 消息中心 only.
    await reserve('2026-11-25', await firstOpen('2026-11-25'));
    expect(emulatorTestApi.notices.subscribeMessages('U1001')).toHaveLength(1);
    expect(emulatorTestApi.notices.sms()).toEqual([]);
    expect(kinds('U1001')).toEqual(['booking.confirmed', 'booking.cancelled', 'booking.confirmed']);
  });

  it('a mobile login cannot subscribe; unknown templates and choices are refused', async () => {
    startTestSession();
    await expect(
      gateway.post('/service-xzyd/notice/subscribe', { results: { booking: 'accept' } }, { silent: true }),
    ).rejects.toMatchObject({
      message: '仅在微信中可以订阅消息',
    });
    startTestSession({ userId: 'U1001', authority: 'openId' });
    await expect(gateway.post('/service-xzyd/notice/subscribe', { results: { news: 'accept' } }, { silent: true })).rejects.toMatchObject({
      message: '未知的订阅消息模板：news',
    });
    await expect(gateway.post('/service-xzyd/notice/subscribe', { results: { case: 'maybe' } }, { silent: true })).rejects.toMatchObject({
      message: '订阅结果只能是接受或拒绝',
    });
  });
});
