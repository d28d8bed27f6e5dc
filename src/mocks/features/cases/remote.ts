import { clock } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import { realNames } from '@/mocks/features/profile';
import { ApiError, fail, handle, required } from '@/mocks/gateway';
import { nextCaseNo } from './application';
import { chars, CN, DAY, formDef, formIdOf, hallOf, HOUR, materialsOf, matterOf, MOBILE, OP } from './matter';
import { cases, remoteBookings, type CaseRow, type RemoteBookingRow } from './tables';

/**
 * 远程办 bookings: the callback slots, booking, my bookings, cancelling; and the case staff open
 * during the call for a user who had none (the call itself: remote-call.ts).
 */

/**
 * 远程办 of a user without a case of the matter: staff open one in the call, having seen the
 * identity and the materials on camera (each material 通过, the pre-review then accepts it).
 */
export function openRemoteCase(b: RemoteBookingRow, staffName: string, at: number): CaseRow {
  const m = matterOf(b.matterId);
  const def = formDef(formIdOf(m));
  const real = realNames.get(b.userId);
  const row: CaseRow = {
    id: newId('CS'),
    caseNo: nextCaseNo(at),
    userId: b.userId,
    matterId: m.id,
    matterName: m.name,
    departmentName: m.departmentName,
    formId: def.id,
    formTitle: def.title,
    applicant: { name: real?.name ?? '', idcard: real?.idcard ?? '', mobile: b.mobile },
    form: {},
    submittedAt: at,
    clientToken: `remote-${b.id}`,
    kind: 'single',
    parentId: null,
    evaluationId: null,
    draftedAt: null,
    stage: 'received',
    stageSince: at,
    materials: materialsOf(m, b.userId)
      .filter((x) => x.required)
      .map((x) => ({ index: x.index, name: x.name, required: true, files: [], certId: null, certName: null, status: 'ok', reason: '' })),
    events: [
      {
        kind: 'submitted',
        at,
        title: '已提交申请',
        actor: `工作人员（${staffName}）`,
        place: '远程办（视频）',
        note: '视频连线中核验了身份和材料，由工作人员代为提交申请。',
      },
    ],
    promiseDays: m.promiseDays,
    acceptedAt: null,
    dueAt: null,
    supplementDueAt: null,
    reminded: false,
    ...hallOf(m),
  };
  cases.insert(row);
  return row;
}

/** A booking as the app reads it (rows stored before the call fields existed read as never called). */
function remoteBookingView({ handedAt: _handed, ...b }: RemoteBookingRow) {
  void _handed;
  return {
    ...b,
    caseId: b.caseId ?? null,
    caseNo: b.caseId ? (cases.get(b.caseId)?.caseNo ?? null) : null,
    callId: b.callId ?? null,
    staffId: b.staffId ?? null,
    staffName: b.staffName ?? null,
    calledAt: b.calledAt ?? null,
    joinedAt: b.joinedAt ?? null,
    endedAt: b.endedAt ?? null,
    recordId: b.recordId ?? null,
  };
}

/** Callback slots of 远程办: the next three working days, 9:00-11:30 and 14:00-16:30, two calls each. */
function remoteSlots(now: number): number[] {
  const out: number[] = [];
  let day = Math.floor((now + CN) / DAY) * DAY - CN;
  let days = 0;
  while (days < 3) {
    day += DAY;
    const wd = new Date(day + CN).getUTCDay();
    if (wd === 0 || wd === 6) continue;
    days++;
    for (const h of [9, 9.5, 10, 10.5, 11, 11.5, 14, 14.5, 15, 15.5, 16, 16.5]) out.push(day + h * HOUR);
  }
  return out;
}
const SLOT_CAPACITY = 2;

export const remoteHandlers = [
  handle('get', `${OP}/remote/slots`, ({ query, session }) => {
    const m = matterOf(query.get('matterId'));
    const taken = remoteBookings.filter((b) => b.status === 'booked');
    return {
      matterId: m.id,
      matterName: m.name,
      slots: remoteSlots(clock.now()).map((slot) => {
        const n = taken.filter((b) => b.slot === slot).length;
        return {
          slot,
          left: Math.max(0, SLOT_CAPACITY - n),
          mine: !!session && taken.some((b) => b.slot === slot && b.userId === session.userId),
        };
      }),
    };
  }),

  handle('post', `${OP}/remote/book`, ({ body, requireSession }) => {
    const session = requireSession();
    const m = matterOf(body.matterId);
    const slot = Number(body.slot);
    if (!remoteSlots(clock.now()).includes(slot)) fail('请选择可预约的时段');
    if (remoteBookings.filter((b) => b.status === 'booked' && b.slot === slot).length >= SLOT_CAPACITY)
      fail('该时段已约满，请选择其他时段');
    if (
      remoteBookings.find(
        (b) =>
          (b.status === 'calling' || (b.status === 'booked' && b.slot > clock.now())) && b.userId === session.userId && b.matterId === m.id,
      )
    )
      fail('您已预约该事项的远程办理');
    const mobile = required(body.mobile, '联系电话').trim();
    if (!MOBILE.test(mobile)) fail('联系电话格式不正确');
    const topic = String(body.topic ?? '').trim();
    if (chars(topic) > 200) fail('咨询内容不能超过200字');
    const id = newId('RB');
    remoteBookings.insert({
      id,
      userId: session.userId,
      matterId: m.id,
      matterName: m.name,
      slot,
      mobile,
      topic,
      status: 'booked',
      createdAt: clock.now(),
      caseId: null,
      callId: null,
      staffId: null,
      staffName: null,
      calledAt: null,
      joinedAt: null,
      endedAt: null,
      recordId: null,
    });
    return { id };
  }),

  handle('get', `${OP}/remote/list`, ({ requireSession }) => {
    const session = requireSession();
    return remoteBookings
      .filter((b) => b.userId === session.userId)
      .sort((a, b) => b.slot - a.slot)
      .map(remoteBookingView);
  }),

  handle('post', `${OP}/remote/cancel`, ({ body, requireSession }) => {
    const session = requireSession();
    const b = remoteBookings.get(required(body.id, '预约编号'));
    if (!b || b.userId !== session.userId) throw new ApiError(404, '未找到该预约');
    if (b.status === 'cancelled') fail('该预约已取消');
    if (b.status !== 'booked') fail('该预约已开始，不能取消');
    remoteBookings.update(b.id, { status: 'cancelled' });
    return { id: b.id };
  }),
];
