import { AUTO_REPLY_PREFIX } from '@/contract/im';
import { matters } from '@/mocks/db/tables';
import { ApiError } from '@/mocks/gateway';
import { staff, type StaffRole, type StaffRow } from '@/mocks/features/agency';
import { messages, notifyUser, onlineStaff, signals, staffChatId, storeMessage } from '@/mocks/features/im';
import { caseCallRecords, cases, remoteBookings, type RemoteBookingRow } from './tables';

/**
 * 远程办 on the emulator's clock. At a booked slot the call goes to a person when it can: a staff
 * member of the department who is online is told (a notice in their message centre that opens the
 * chat with the citizen) and makes the call from their own phone; the emulator only follows it
 * (calling when their `call` message is seen, joined when the citizen's offer is, done at the hang
 * up, the record when their checklist is filed). Only while none of them is online do the
 * emulator's staff make the call themselves, every message of theirs marked automatic: a `call`
 * message like a staff tab's 发起视频通话; the citizen joins by accepting it (their offer reaches
 * staff through the socket's signalling); staff talk the matter through, hang up and send the
 * call's checklist, which files the call record to the booking's case (im emulator's
 * `fileCallChecklist`). booked → calling → done, or missed when nobody joined.
 */

/** How long staff let the call ring (and wait at the slot) before it counts as missed. */
export const RING_MS = 10 * 60_000;
/** How long a joined remote-handling call lasts before staff wrap it up. */
export const CALL_MS = 8 * 60_000;

export const CHECKLIST = ['身份证件已核验', '申请材料已逐项核对', '材料内容与申请表一致', '已告知办理时限和结果领取方式'];

/** The roles that take remote-handling calls (volunteers do not). */
const CALL_ROLES: StaffRole[] = ['assistant', 'leader'];

/** What the call needs from the rest of the cases emulator. */
export interface RemoteCallDeps {
  /** Staff open a case for the matter during the call (the user had none). */
  openCase(b: RemoteBookingRow, staffName: string, at: number): { id: string };
}

/** The staff member who takes a booking: on duty in the matter's department, else the hall's first on duty. */
export function staffFor(departmentName: string): StaffRow {
  const all = staff.all();
  return all.find((s) => s.onDuty && s.departmentName === departmentName) ?? all.find((s) => s.onDuty) ?? all[0];
}

/**
 * A real staff member who could take the call and is online (the department's assistants and
 * leaders): the one it was handed to if they still are, else the one chosen, else a colleague.
 */
function personFor(s: StaffRow, handedTo: string | null): StaffRow | undefined {
  const online = onlineStaff({ hallId: s.hallId, departmentName: s.departmentName, roles: CALL_ROLES });
  return online.find((x) => staffChatId(x) === handedTo) ?? online.find((x) => x.id === s.id) ?? online[0];
}

/** The citizen's latest case of the matter a call may be filed to (not a 一件事 parent). */
function latestCase(userId: string, matterId: string): string | null {
  return (
    cases
      .filter((c) => c.userId === userId && c.matterId === matterId && c.kind !== 'combined')
      .sort((a, b) => b.submittedAt - a.submittedAt)[0]?.id ?? null
  );
}

const parsed = (content: string): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(content);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const callIdIn = (content: string): string => String(parsed(content).callId ?? '');

/** The emulator's staff say something in the call's chat: always marked automatic. */
function say(b: RemoteBookingRow, type: 'text' | 'hang' | 'checklist', content: string) {
  return storeMessage({
    fromId: b.staffId!,
    toId: b.userId,
    topic: `远程办：${b.matterName}`,
    type,
    content: type === 'text' ? `${AUTO_REPLY_PREFIX}${content}` : content,
    auto: true,
  });
}

/** The emulator's staff call at the slot (nobody of the department is online). */
function startCall(b: RemoteBookingRow, now: number): void {
  const s = staffFor(matters.get(b.matterId)?.departmentName ?? '');
  const callId = `RC-${b.id}`;
  const caseId = b.caseId ?? latestCase(b.userId, b.matterId);
  // The row first: another tab's tick sees the call as made.
  remoteBookings.update(b.id, {
    status: 'calling',
    callId,
    staffId: staffChatId(s),
    staffName: s.name,
    calledAt: now,
    caseId,
    handedAt: null,
  });
  try {
    storeMessage({
      fromId: staffChatId(s),
      toId: b.userId,
      topic: `远程办：${b.matterName}`,
      type: 'call',
      content: JSON.stringify({ callId, matterId: b.matterId, matterName: b.matterName, useVideo: true, ...(caseId ? { caseId } : {}) }),
      auto: true,
    });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    remoteBookings.update(b.id, { status: 'missed', endedAt: now });
  }
}

/** The slot has come and a staff member of the department is online: the call is theirs to make. */
function handOver(b: RemoteBookingRow, person: StaffRow, now: number): void {
  const caseId = b.caseId ?? latestCase(b.userId, b.matterId);
  remoteBookings.update(b.id, { staffId: staffChatId(person), staffName: person.name, handedAt: now, caseId });
  const route = new URLSearchParams({
    peerId: b.userId,
    topic: `远程办：${b.matterName}`,
    matterId: b.matterId,
    matterName: b.matterName,
    ...(caseId ? { caseId } : {}),
  });
  notifyUser(staffChatId(person), {
    title: '远程办预约到时',
    content: `群众预约的“${b.matterName}”远程办已到时间（联系电话${b.mobile}${b.topic ? `，咨询：${b.topic}` : ''}），请在会话中发起视频通话。`,
    route: `/oicqContent?${route.toString()}`,
  });
}

/** The citizen's frames for this call that reached staff: their offer means they joined. */
function takeCitizenSignals(b: RemoteBookingRow) {
  const mine = signals.filter((x) => x.callId === b.callId && x.fromId === b.userId && x.toId === b.staffId);
  mine.forEach((x) => signals.remove(x.id));
  return mine;
}

const isOffer = (x: { sdp?: unknown }) => (x.sdp as { type?: string } | undefined)?.type === 'offer';

/** A `hang` of this call, from either side. */
function hangOf(b: RemoteBookingRow, from: 'citizen' | 'either') {
  return messages.find(
    (m) =>
      m.type === 'hang' &&
      callIdIn(m.content) === b.callId &&
      ((m.fromId === b.userId && m.toId === b.staffId) || (from === 'either' && m.fromId === b.staffId && m.toId === b.userId)),
  );
}

function wrapUp(b: RemoteBookingRow, now: number, deps: RemoteCallDeps, hungByCitizen: boolean): void {
  let caseId = b.caseId;
  if (!caseId) caseId = deps.openCase(b, b.staffName ?? '', now).id;
  remoteBookings.update(b.id, { status: 'done', endedAt: now, caseId });
  if (!hungByCitizen) {
    say(b, 'text', '材料已核对完毕，本次远程办理完成。通话记录和核对清单会归档到您的办件中。');
    say(b, 'hang', JSON.stringify({ callId: b.callId, reason: 'hangup' }));
  }
  const promise = cases.get(caseId)?.promiseDays ?? 0;
  try {
    say(
      b,
      'checklist',
      JSON.stringify({
        callId: b.callId,
        items: CHECKLIST.map((label) => ({ label, checked: true })),
        nextSteps: `${AUTO_REPLY_PREFIX}办件已进入审核，承诺${promise ? `${promise}个工作日内` : '即时'}办结，可在“我的办件”查看进度。`,
      }),
    );
    remoteBookings.update(b.id, { recordId: `CR-${b.callId}` });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
  }
  closePeer(b.callId ?? '');
}

/** The emulator's own call, step by step: joined on the citizen's offer, wrapped up after `CALL_MS`. */
function followOwnCall(b: RemoteBookingRow, now: number, deps: RemoteCallDeps): void {
  const offers = takeCitizenSignals(b);
  const hung = Boolean(hangOf(b, 'citizen'));
  if (!b.joinedAt) {
    const offer = offers.find(isOffer);
    if (offer && !hung) {
      let caseId = b.caseId;
      if (!caseId) caseId = deps.openCase(b, b.staffName ?? '', now).id;
      remoteBookings.update(b.id, { joinedAt: now, caseId });
      say(b, 'text', `您好，我是${b.staffName}，现在为您远程办理“${b.matterName}”。请先把身份证正面对准摄像头，我来核验身份。`);
      answerAsStaff(b, offer.sdp as RTCSessionDescriptionInit);
    } else if (hung) {
      remoteBookings.update(b.id, { status: 'missed', endedAt: now });
    } else if (now >= (b.calledAt ?? now) + RING_MS) {
      remoteBookings.update(b.id, { status: 'missed', endedAt: now });
      say(b, 'hang', JSON.stringify({ callId: b.callId, reason: 'noanswer' }));
    }
    return;
  }
  if (hung) wrapUp(b, now, deps, true);
  else if (now >= b.joinedAt + CALL_MS) wrapUp(b, now, deps, false);
}

/**
 * A person's call: the emulator does not touch it (the signalling goes to their socket), it only
 * reads what happened into the booking.
 */
function followPersonsCall(b: RemoteBookingRow, now: number): void {
  if (!b.joinedAt && signals.find((x) => x.callId === b.callId && x.fromId === b.userId && isOffer(x))) {
    remoteBookings.update(b.id, { joinedAt: now });
  }
  const record = caseCallRecords.find((r) => r.callId === b.callId);
  const hang = hangOf(b, 'either');
  if (record) {
    remoteBookings.update(b.id, {
      status: 'done',
      caseId: record.caseId,
      recordId: record.id,
      endedAt: b.endedAt ?? record.endedAt,
      joinedAt: b.joinedAt ?? record.startedAt,
    });
  } else if (hang) {
    const reason = String(parsed(hang.content).reason ?? '');
    const missed = !b.joinedAt && (reason === 'declined' || reason === 'noanswer');
    remoteBookings.update(b.id, { status: missed ? 'missed' : 'done', endedAt: hang.createTime });
  }
}

/** One pass of the clock over the bookings. */
export function remoteCallTick(now: number, deps: RemoteCallDeps): void {
  for (const b of remoteBookings.filter((x) => x.status === 'booked' && x.slot <= now)) {
    // The slot passed while nobody looked (the clock jumped), or nobody called while it rang.
    if (now >= b.slot + RING_MS) {
      remoteBookings.update(b.id, { status: 'missed', endedAt: b.slot + RING_MS });
      continue;
    }
    if (b.handedAt) {
      const call = messages.find(
        (m) => m.type === 'call' && m.fromId === b.staffId && m.toId === b.userId && m.createTime >= (b.handedAt ?? now),
      );
      if (call) {
        const c = parsed(call.content);
        let caseId = typeof c.caseId === 'string' && c.caseId ? c.caseId : b.caseId;
        // A user without a case of the matter: the case is opened as the call starts, so that the
        // person's checklist has a case to be filed to.
        if (!caseId) caseId = deps.openCase(b, b.staffName ?? '', now).id;
        remoteBookings.update(b.id, { status: 'calling', callId: callIdIn(call.content), calledAt: call.createTime, caseId });
        continue;
      }
    }
    const person = personFor(staffFor(matters.get(b.matterId)?.departmentName ?? ''), b.handedAt ? b.staffId : null);
    // Nobody of the department online: the emulator's staff call, marked automatic.
    if (!person) startCall(b, now);
    // Someone is: the call is theirs (handed over again if the one it was handed to has left).
    else if (!b.handedAt || staffChatId(person) !== b.staffId) handOver(b, person, now);
  }
  for (const b of remoteBookings.filter((x) => x.status === 'calling' && Boolean(x.callId && x.staffId))) {
    if (b.handedAt) followPersonsCall(b, now);
    else followOwnCall(b, now, deps);
  }
  // A person's checklist may come after the hang up: the record reaches the booking then.
  for (const b of remoteBookings.filter((x) => x.status === 'done' && Boolean(x.handedAt) && !x.recordId)) {
    const record = caseCallRecords.find((r) => r.callId === b.callId);
    if (record) remoteBookings.update(b.id, { recordId: record.id, caseId: record.caseId });
  }
}

/* ---- Staff's camera in a browser: the emulated staff answer the citizen's offer for real. ---- */

const peers = new Map<string, RTCPeerConnection>();

function closePeer(callId: string): void {
  peers.get(callId)?.close();
  peers.delete(callId);
}

/** A browser with WebRTC and canvas capture (not Node or jsdom): staff show a card with their name. */
function canAnswer(): boolean {
  return (
    typeof RTCPeerConnection !== 'undefined' &&
    typeof document !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    typeof HTMLCanvasElement.prototype.captureStream === 'function'
  );
}

/**
 * The emulated staff answer the citizen's offer with a camera of their own. Only a browser does
 * (not Node: the tests, the gateway server), so that code is loaded when it is needed, outside
 * the emulator's start.
 */
function answerAsStaff(b: RemoteBookingRow, offer: RTCSessionDescriptionInit): void {
  if (!canAnswer() || !b.callId || peers.has(b.callId)) return;
  void import('./staff-camera').then((m) => m.answerOffer(b, offer, peers));
}
