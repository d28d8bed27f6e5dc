import { matters } from '@/mocks/db/tables';
import { ApiError } from '@/mocks/gateway';
import { staff, type StaffRow } from '@/mocks/features/agency';
import { messages, notifyLocal, signals, storeMessage, touchPresence } from '@/mocks/features/im';
import { cases, remoteBookings, type RemoteBookingRow } from './tables';

/**
 * 远程办 on the emulator's clock: at a booked slot the emulator's staff start the IM video call
 * to the citizen (a `call` message, like a staff tab's 发起视频通话); the citizen joins by
 * accepting it (their offer reaches staff through the socket's signalling); staff talk the matter
 * through, hang up and send the call's checklist, which files the call record to the booking's
 * case (im emulator's `fileCallChecklist`). booked → calling → done, or missed when nobody joined.
 */

/** How long staff let the call ring (and wait at the slot) before it counts as missed. */
export const RING_MS = 10 * 60_000;
/** How long a joined remote-handling call lasts before staff wrap it up. */
export const CALL_MS = 8 * 60_000;

export const CHECKLIST = ['身份证件已核验', '申请材料已逐项核对', '材料内容与申请表一致', '已告知办理时限和结果领取方式'];

/** What the call needs from the rest of the apply emulator. */
export interface RemoteCallDeps {
  /** Staff open a case for the matter during the call (the user had none). */
  openCase(b: RemoteBookingRow, staffName: string, at: number): { id: string };
}

/** The staff member who takes a booking: on duty in the matter's department, else the hall's first on duty. */
export function staffFor(departmentName: string): StaffRow {
  const all = staff.all();
  return all.find((s) => s.onDuty && s.departmentName === departmentName) ?? all.find((s) => s.onDuty) ?? all[0];
}

const staffChatId = (s: StaffRow) => `M${s.mobile}`;

/** The citizen's latest case of the matter a call may be filed to (not a 一件事 parent). */
function latestCase(userId: string, matterId: string): string | null {
  return (
    cases
      .filter((c) => c.userId === userId && c.matterId === matterId && c.kind !== 'combined')
      .sort((a, b) => b.submittedAt - a.submittedAt)[0]?.id ?? null
  );
}

const callIdIn = (content: string): string => {
  try {
    return String((JSON.parse(content) as { callId?: unknown }).callId ?? '');
  } catch {
    return '';
  }
};

function say(b: RemoteBookingRow, type: 'text' | 'hang' | 'checklist', content: string) {
  return storeMessage({ fromId: b.staffId!, toId: b.userId, topic: `远程办：${b.matterName}`, type, content });
}

function startCall(b: RemoteBookingRow, now: number): void {
  const s = staffFor(matters.get(b.matterId)?.departmentName ?? '');
  const callId = `RC-${b.id}`;
  const caseId = b.caseId ?? latestCase(b.userId, b.matterId);
  // The row first: another tab's tick sees the call as made.
  remoteBookings.update(b.id, { status: 'calling', callId, staffId: staffChatId(s), staffName: s.name, calledAt: now, caseId });
  try {
    storeMessage({
      fromId: staffChatId(s),
      toId: b.userId,
      topic: `远程办：${b.matterName}`,
      type: 'call',
      content: JSON.stringify({ callId, matterId: b.matterId, matterName: b.matterName, useVideo: true, ...(caseId ? { caseId } : {}) }),
    });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    remoteBookings.update(b.id, { status: 'missed', endedAt: now });
  }
}

/** The citizen's frames for this call that reached staff: their offer means they joined. */
function takeCitizenSignals(b: RemoteBookingRow) {
  const mine = signals.filter((x) => x.callId === b.callId && x.fromId === b.userId && x.toId === b.staffId);
  mine.forEach((x) => signals.remove(x.id));
  return mine;
}

function citizenHung(b: RemoteBookingRow): boolean {
  return Boolean(
    messages.find((m) => m.type === 'hang' && m.fromId === b.userId && m.toId === b.staffId && callIdIn(m.content) === b.callId),
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
        nextSteps: `办件已进入审核，承诺${promise ? `${promise}个工作日内` : '即时'}办结，可在“我的办件”查看进度。`,
      }),
    );
    remoteBookings.update(b.id, { recordId: `CR-${b.callId}` });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
  }
  closePeer(b.callId ?? '');
}

/** One pass of the clock over the bookings. */
export function remoteCallTick(now: number, deps: RemoteCallDeps): void {
  for (const b of remoteBookings.filter((x) => x.status === 'booked' && x.slot <= now)) {
    // The slot passed while nobody looked (the clock jumped): staff called then, nobody joined.
    if (now >= b.slot + RING_MS) remoteBookings.update(b.id, { status: 'missed', endedAt: b.slot + RING_MS });
    else startCall(b, now);
  }
  for (const b of remoteBookings.filter((x) => x.status === 'calling' && Boolean(x.callId && x.staffId))) {
    // Staff are at their desk in the call: the clock's stand-in answers (im `pendingReplies`) stay quiet.
    touchPresence(b.staffId!);
    const offers = takeCitizenSignals(b);
    const hung = citizenHung(b);
    if (!b.joinedAt) {
      const offer = offers.find((x) => (x.sdp as { type?: string } | undefined)?.type === 'offer');
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
      continue;
    }
    if (hung) wrapUp(b, now, deps, true);
    else if (now >= b.joinedAt + CALL_MS) wrapUp(b, now, deps, false);
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

function answerAsStaff(b: RemoteBookingRow, offer: RTCSessionDescriptionInit): void {
  if (!canAnswer() || !b.callId || peers.has(b.callId)) return;
  const callId = b.callId;
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const g = canvas.getContext('2d');
  const draw = () => {
    if (!g) return;
    g.fillStyle = '#1a4d8f';
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#ffffff';
    g.font = '20px sans-serif';
    g.fillText(`窗口工作人员 ${b.staffName ?? ''}`, 24, 110);
    g.font = '14px sans-serif';
    g.fillText(new Date().toLocaleTimeString('zh-CN', { hour12: false }), 24, 140);
  };
  draw();
  const stream = canvas.captureStream(5);
  const pc = new RTCPeerConnection();
  peers.set(callId, pc);
  const timer = setInterval(draw, 1000);
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'closed' || pc.connectionState === 'failed') clearInterval(timer);
  });
  stream.getTracks().forEach((t) => pc.addTrack(t, stream));
  void (async () => {
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    await new Promise<void>((resolve) => {
      if (pc.iceGatheringState === 'complete') return resolve();
      pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
      setTimeout(resolve, 2000);
    });
    const d = pc.localDescription;
    if (!d) return;
    signals.insert({
      id: `${callId}-staff-${Date.now().toString(36)}`,
      fromId: b.staffId!,
      toId: b.userId,
      callId,
      sdp: { type: d.type, sdp: d.sdp },
      at: Date.now(),
    });
    notifyLocal();
  })().catch(() => {
    clearInterval(timer);
    closePeer(callId);
  });
}
