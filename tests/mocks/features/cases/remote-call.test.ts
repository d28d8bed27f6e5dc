import { beforeEach, describe, expect, it } from 'vitest';
import type { RemoteBooking } from '@/contract/online';
import { gateway } from '@/lib/http/client';
import { isGatewayError } from '@/lib/http/errors';
import { CALL_MS, RING_MS } from '@/mocks/features/cases/remote-call';
import { cases } from '@/mocks/features/cases/tables';
import { storeMessage } from '@/mocks/features/im/domain';
import { messages, signals } from '@/mocks/features/im/tables';
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
});
