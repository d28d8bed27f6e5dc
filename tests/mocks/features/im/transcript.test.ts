import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { emulatorTestApi } from '@/mocks/node';
import { caseCallRecords } from '@/mocks/features/cases/tables';
import { storeMessage, touchPresence } from '@/mocks/features/im/domain';
import { messages } from '@/mocks/features/im/tables';
import { ApiError } from '@/mocks/gateway';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';

const STAFF = 'M13600136001';
const CITIZEN = 'U0001';

function refused(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e.message;
    throw e;
  }
  throw new Error('expected a refusal');
}

interface PeerCase {
  id: string;
  caseNo: string;
  matterId: string;
  matterName: string;
}

/** The citizen's demo cases exist once they list them; staff then see them for the conversation. */
async function citizenCases(): Promise<PeerCase[]> {
  startTestSession();
  await gateway.get('/service-xzyd/case/list', { status: 'all' });
  startTestSession({ userId: STAFF, mobile: '13600136001' });
  return gateway.get<PeerCase[]>('/im/msg/auth/peerCases', { peerId: CITIZEN });
}

const ITEMS = [
  { label: '身份证件已核验', checked: true },
  { label: '申请材料已逐项核对', checked: false },
];

function call(callId: string, extra: Record<string, string>) {
  return storeMessage({
    fromId: STAFF,
    toId: CITIZEN,
    type: 'call',
    content: JSON.stringify({ callId, matterName: '社会保障卡申领', useVideo: true, ...extra }),
  });
}

describe('emulator: a remote-handling call filed to its case', () => {
  it('files the transcript of the call with the checklist to the case, and the case detail shows it', async () => {
    const [target] = await citizenCases();
    expect(target).toBeTruthy();
    // The staff member is in the call (online): the clock does not answer for them.
    touchPresence(STAFF);
    call('call-1', { caseId: target.id });
    storeMessage({ fromId: CITIZEN, toId: STAFF, type: 'text', content: '我的身份证在这里' });
    emulatorTestApi.advanceClock(95_000);
    storeMessage({ fromId: STAFF, toId: CITIZEN, type: 'text', content: '好的，材料齐全' });
    storeMessage({ fromId: CITIZEN, toId: STAFF, type: 'hang', content: JSON.stringify({ callId: 'call-1', reason: 'hangup' }) });
    // After the call: not part of the transcript.
    storeMessage({ fromId: CITIZEN, toId: STAFF, type: 'text', content: '谢谢' });

    const row = storeMessage({
      fromId: STAFF,
      toId: CITIZEN,
      type: 'checklist',
      tmpId: 'cl-1',
      content: JSON.stringify({ callId: 'call-1', items: ITEMS, nextSteps: '3个工作日内邮寄社保卡' }),
    });
    const stored = JSON.parse(row.content) as Record<string, unknown>;
    expect(stored).toMatchObject({ caseId: target.id, caseNo: target.caseNo, durationSec: 95, lineCount: 2, items: ITEMS });
    // Sent again with the same tmpId: stored once, filed once.
    expect(storeMessage({ fromId: STAFF, toId: CITIZEN, type: 'checklist', tmpId: 'cl-1', content: '{}' }).msgIdx).toBe(row.msgIdx);
    expect(caseCallRecords.filter((r) => r.callId === 'call-1')).toHaveLength(1);

    startTestSession();
    const detail = await gateway.get<{
      callRecords: {
        staffName: string;
        durationSec: number;
        lines: { by: string; text: string }[];
        checklist: unknown;
        nextSteps: string;
      }[];
    }>('/service-xzyd/case/detail', { id: target.id });
    expect(detail.callRecords).toHaveLength(1);
    expect(detail.callRecords[0]).toMatchObject({
      staffName: '王芳',
      durationSec: 95,
      checklist: ITEMS,
      nextSteps: '3个工作日内邮寄社保卡',
    });
    expect(detail.callRecords[0].lines.map((l) => `${l.by}:${l.text}`)).toEqual(['citizen:我的身份证在这里', 'staff:好的，材料齐全']);
  });

  it('finds the case from the call’s matter when no case was named', async () => {
    const [target] = await citizenCases();
    call('call-2', { matterId: target.matterId });
    const row = storeMessage({
      fromId: STAFF,
      toId: CITIZEN,
      type: 'checklist',
      content: JSON.stringify({ callId: 'call-2', items: ITEMS, nextSteps: '等待审核' }),
    });
    expect(JSON.parse(row.content)).toMatchObject({ caseNo: target.caseNo, lineCount: 0 });
  });

  it('validates the checklist and refuses a call without a case', async () => {
    const [target] = await citizenCases();
    call('call-3', { caseId: target.id });
    const checklist =
      (content: object, fromId = STAFF, toId = CITIZEN) =>
      () =>
        storeMessage({ fromId, toId, type: 'checklist', content: JSON.stringify(content) });
    expect(refused(checklist({ callId: 'call-3', items: [], nextSteps: 'x' }))).toBe('核对清单不能为空');
    expect(refused(checklist({ callId: 'call-3', items: [{ label: '', checked: true }], nextSteps: 'x' }))).toBe('核对事项不正确');
    expect(refused(checklist({ callId: 'call-3', items: [{ label: '身份证', checked: 'yes' }], nextSteps: 'x' }))).toBe('核对事项不正确');
    expect(refused(checklist({ callId: 'call-3', items: ITEMS, nextSteps: ' ' }))).toBe('请填写后续事项');
    expect(refused(checklist({ callId: 'call-3', items: ITEMS, nextSteps: '字'.repeat(501) }))).toBe('后续事项不能超过500字');
    expect(refused(checklist({ callId: 'nope', items: ITEMS, nextSteps: 'x' }))).toBe('通话不存在');
    // A citizen cannot file a checklist.
    expect(refused(checklist({ callId: 'call-3', items: ITEMS, nextSteps: 'x' }, CITIZEN, STAFF))).toBe(
      '只有工作人员可以向群众发送核对清单',
    );
    // The case is not found: a matter the citizen has no case of, or another user's case.
    call('call-4', { matterId: 'no-such-matter' });
    expect(refused(checklist({ callId: 'call-4', items: ITEMS, nextSteps: 'x' }))).toBe('未找到该通话对应的办件');
    call('call-5', {});
    expect(refused(checklist({ callId: 'call-5', items: ITEMS, nextSteps: 'x' }))).toBe('未找到该通话对应的办件');
    call('call-6', { caseId: 'CASE-OF-SOMEONE-ELSE' });
    expect(refused(checklist({ callId: 'call-6', items: ITEMS, nextSteps: 'x' }))).toBe('未找到该通话对应的办件');
    expect(caseCallRecords.all()).toHaveLength(0);
    expect(messages.filter((m) => m.type === 'checklist')).toHaveLength(0);
    // Filed once per call.
    checklist({ callId: 'call-3', items: ITEMS, nextSteps: '补交户口本' })();
    expect(refused(checklist({ callId: 'call-3', items: ITEMS, nextSteps: '补交户口本' }))).toBe('该通话记录已归档');
  });

  it('lists a citizen’s cases only to staff who talk with them', async () => {
    await citizenCases();
    startTestSession();
    expect((await refusal(gateway.get('/im/msg/auth/peerCases', { peerId: CITIZEN }, { silent: true }))).message).toBe(
      '只有工作人员可以查看群众的办件',
    );
    startTestSession({ userId: 'M13600136002', mobile: '13600136002' });
    expect((await refusal(gateway.get('/im/msg/auth/peerCases', { peerId: 'U0002' }, { silent: true }))).message).toBe(
      '没有与该群众的会话',
    );
  });
});
