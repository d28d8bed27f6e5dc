import { beforeEach, describe, expect, it } from 'vitest';
import type { RemoteBooking } from '@/contract/online';
import { gateway } from '@/lib/http/client';
import { isGatewayError } from '@/lib/http/errors';
import { CALL_MS, RING_MS } from '@/mocks/features/cases/remote-call';
import { cases } from '@/mocks/features/cases/tables';
import { storeMessage } from '@/mocks/features/im/domain';
import { PRESENCE_MS, touchPresence } from '@/mocks/features/im/presence';
import { messages, presence, signals, systemMessages } from '@/mocks/features/im/tables';
import { emulatorTestApi } from '@/mocks/node';
import { startTestSession } from '../../../utils/session';

const MATTER = 'M12010001';
const CITIZEN = 'U0001';

beforeEach(() => {
  startTestSession();
});

async function book(matterId = MATTER): Promise<{ id: string; slot: number }> {
  const { slots } = await gateway.get<{ slots: { slot: number; left: number }[] }>('/online-processing/anon/remote/slots', { matterId });
  const slot = slots[0].slot;
  const { id } = await gateway.post<{ id: string }>('/online-processing/anon/remote/book', {
    matterId,
    slot,
    mobile: '13800138000',
    topic: '材料怎么准备',
  });
  return { id, slot };
}

async function booking(id: string): Promise<RemoteBooking> {
  const list = await gateway.get<RemoteBooking[]>('/online-processing/anon/remote/list');
  const b = list.find((x) => x.id === id);
  if (!b) throw new Error(`no booking ${id}`);
  return b;
}

/** The citizen accepts the call: their offer reaches staff on the socket (as `signal` frames are stored). */
function join(b: RemoteBooking) {
  signals.insert({
    id: `${b.callId}-offer`,
    fromId: CITIZEN,
    toId: b.staffId!,
    callId: b.callId!,
    sdp: { type: 'offer', sdp: 'v=0' },
    at: Date.now(),
  });
}

const toSlot = (slot: number) => emulatorTestApi.advanceClock(slot - emulatorTestApi.now());

describe('emulator: 远程办 hands over to the video call at the booked slot', () => {
  it('calls at the slot, the citizen joins, staff talk it through, hang up, and file the record to a case', async () => {
    const { id, slot } = await book();
    emulatorTestApi.advanceClock(60_000);
    expect((await booking(id)).status).toBe('booked');
    expect(messages.filter((m) => m.type === 'call')).toHaveLength(0);

    toSlot(slot);
    const calling = await booking(id);
    expect(calling).toMatchObject({ status: 'calling', staffName: expect.any(String), joinedAt: null });
    const call = messages.find((m) => m.type === 'call' && m.toId === CITIZEN)!;
    expect(call.fromId).toBe(calling.staffId);
    // Nobody of the department was online: the emulator's staff call, and say so.
    expect(call.auto).toBe(true);
    expect(JSON.parse(call.content)).toMatchObject({ callId: calling.callId, matterId: MATTER, useVideo: true });
    // Cancelling is no longer possible.
    const refusal = await gateway.post('/online-processing/anon/remote/cancel', { id }).catch((e: unknown) => e);
    expect(isGatewayError(refusal) && refusal.message).toBe('该预约已开始，不能取消');

    join(calling);
    emulatorTestApi.advanceClock(1000);
    const joined = await booking(id);
    expect(joined.joinedAt).not.toBeNull();
    // The user had no case of the matter: staff opened one in the call.
    expect(joined.caseId).toBeTruthy();
    expect(cases.get(joined.caseId!)!.events[0]).toMatchObject({ place: '远程办（视频）' });
    expect(signals.filter((s) => s.callId === calling.callId && s.fromId === CITIZEN)).toHaveLength(0);
    storeMessage({ fromId: CITIZEN, toId: calling.staffId!, type: 'text', content: '身份证已经对准了' });

    emulatorTestApi.advanceClock(CALL_MS);
    const done = await booking(id);
    expect(done).toMatchObject({ status: 'done', recordId: `CR-${calling.callId}`, caseId: joined.caseId });
    expect(done.caseNo).toBe(cases.get(joined.caseId!)!.caseNo);
    const hang = messages.find((m) => m.type === 'hang' && m.fromId === calling.staffId);
    expect(JSON.parse(hang!.content)).toMatchObject({ callId: calling.callId, reason: 'hangup' });
    const said = messages.filter((m) => m.fromId === calling.staffId && m.toId === CITIZEN && m.msgIdx > call.msgIdx);
    expect(said.every((m) => m.auto === true)).toBe(true);
    expect(said.filter((m) => m.type === 'text').every((m) => m.content.startsWith('【自动回复】'))).toBe(true);

    const detail = await gateway.get<{ callRecords: { staffName: string; lines: { by: string; text: string }[]; checklist: unknown[] }[] }>(
      '/service-xzyd/case/detail',
      { id: done.caseId },
    );
    expect(detail.callRecords).toHaveLength(1);
    expect(detail.callRecords[0].staffName).toBe(calling.staffName);
    expect(detail.callRecords[0].lines.map((l) => l.by)).toEqual(['staff', 'citizen', 'staff']);
    expect(detail.callRecords[0].lines[1].text).toBe('身份证已经对准了');
    expect(detail.callRecords[0].checklist).toHaveLength(4);
    // The clock goes on: filed once.
    emulatorTestApi.advanceClock(CALL_MS);
    expect(messages.filter((m) => m.type === 'checklist')).toHaveLength(1);
  });

  it('files to the user’s existing case of the matter, and a citizen who hangs up ends the call at once', async () => {
    await gateway.get('/service-xzyd/case/list', { status: 'all' });
    const existing = cases.filter((c) => c.userId === CITIZEN && c.kind === 'sub')[0];
    const { id, slot } = await book(existing.matterId);
    toSlot(slot);
    const calling = await booking(id);
    expect(calling.caseId).toBe(existing.id);
    join(calling);
    emulatorTestApi.advanceClock(1000);
    storeMessage({
      fromId: CITIZEN,
      toId: calling.staffId!,
      type: 'hang',
      content: JSON.stringify({ callId: calling.callId, reason: 'hangup' }),
    });
    emulatorTestApi.advanceClock(1000);
    expect(await booking(id)).toMatchObject({ status: 'done', caseId: existing.id, caseNo: existing.caseNo });
    expect(cases.filter((c) => c.userId === CITIZEN)).toHaveLength(4);
  });

  it('is missed when nobody joins while it rings, when the citizen declines, or when the slot passed unseen', async () => {
    const first = await book();
    toSlot(first.slot);
    emulatorTestApi.advanceClock(RING_MS);
    const missed = await booking(first.id);
    expect(missed.status).toBe('missed');
    expect(missed.recordId).toBeNull();
    const hang = messages.find((m) => m.type === 'hang' && m.fromId === missed.staffId)!;
    expect(JSON.parse(hang.content)).toMatchObject({ callId: missed.callId, reason: 'noanswer' });

    const second = await book('M12010002');
    const b2 = await gateway.get<{ slots: { slot: number }[] }>('/online-processing/anon/remote/slots', { matterId: 'M12010002' });
    expect(b2.slots.length).toBeGreaterThan(0);
    toSlot(second.slot);
    const calling = await booking(second.id);
    storeMessage({
      fromId: CITIZEN,
      toId: calling.staffId!,
      type: 'hang',
      content: JSON.stringify({ callId: calling.callId, reason: 'declined' }),
    });
    emulatorTestApi.advanceClock(1000);
    expect((await booking(second.id)).status).toBe('missed');

    const third = await book('M12010003');
    emulatorTestApi.advanceClock(third.slot + RING_MS - emulatorTestApi.now());
    const passed = await booking(third.id);
    expect(passed).toMatchObject({ status: 'missed', callId: null });
  });

  it('with a staff member of the department online, the call is theirs: told at the slot, the emulator only follows their call', async () => {
    const WANG = 'M13600136001';
    touchPresence(WANG);
    const { id, slot } = await book();
    toSlot(slot);
    emulatorTestApi.advanceClock(60_000);
    // No call in their name: they are told, with the chat to call from.
    expect(messages.filter((m) => m.type === 'call')).toHaveLength(0);
    expect(await booking(id)).toMatchObject({ status: 'booked', staffId: WANG, staffName: '王芳', callId: null });
    const notice = systemMessages.find((m) => m.userId === WANG && m.title === '远程办预约到时')!;
    expect(notice.route).toMatch(new RegExp(`^/oicqContent\\?peerId=${CITIZEN}&topic=`));
    expect(new URLSearchParams(notice.route!.split('?')[1]).get('matterId')).toBe(MATTER);

    // The person calls from their phone.
    storeMessage({
      fromId: WANG,
      toId: CITIZEN,
      topic: '远程办',
      type: 'call',
      content: JSON.stringify({ callId: 'person-1', matterId: MATTER, matterName: '事项', useVideo: true }),
    });
    emulatorTestApi.advanceClock(1000);
    const calling = await booking(id);
    expect(calling).toMatchObject({ status: 'calling', callId: 'person-1', staffId: WANG, joinedAt: null });
    // A case to file the call to (the user had none).
    expect(calling.caseId).toBeTruthy();
    // The citizen's offer goes to the person's socket: the emulator sees it, leaves it, and answers nothing.
    signals.insert({ id: 'o-1', fromId: CITIZEN, toId: WANG, callId: 'person-1', sdp: { type: 'offer', sdp: 'v=0' }, at: Date.now() });
    emulatorTestApi.advanceClock(1000);
    expect((await booking(id)).joinedAt).not.toBeNull();
    expect(signals.get('o-1')).toBeTruthy();
    emulatorTestApi.advanceClock(CALL_MS + RING_MS);
    expect((await booking(id)).status).toBe('calling');
    expect(messages.filter((m) => m.auto === true)).toHaveLength(0);

    // They hang up and send their checklist: the booking is done with the record.
    storeMessage({ fromId: WANG, toId: CITIZEN, type: 'hang', content: JSON.stringify({ callId: 'person-1', reason: 'hangup' }) });
    emulatorTestApi.advanceClock(1000);
    expect(await booking(id)).toMatchObject({ status: 'done', recordId: null });
    storeMessage({
      fromId: WANG,
      toId: CITIZEN,
      type: 'checklist',
      content: JSON.stringify({ callId: 'person-1', items: [{ label: '身份证件已核验', checked: true }], nextSteps: '3个工作日内办结' }),
    });
    emulatorTestApi.advanceClock(1000);
    const done = await booking(id);
    expect(done).toMatchObject({ status: 'done', caseId: calling.caseId });
    expect(done.recordId).toBeTruthy();
  });

  it('a call handed to a person who leaves without calling is made by the emulator’s staff, marked automatic', async () => {
    const WANG = 'M13600136001';
    touchPresence(WANG);
    const { id, slot } = await book();
    toSlot(slot);
    expect((await booking(id)).status).toBe('booked');
    presence.update(WANG, { lastSeen: Date.now() - PRESENCE_MS - 1 });
    emulatorTestApi.advanceClock(1000);
    const calling = await booking(id);
    expect(calling.status).toBe('calling');
    expect(messages.find((m) => m.type === 'call' && m.toId === CITIZEN)?.auto).toBe(true);
  });
});
