import { CHECKLIST_LIMITS } from '@/contract/online';
import { clock } from '@/mocks/clock';
import { fail } from '@/mocks/gateway';
import { caseCallRecords, cases, type CaseCallRecordRow, type CaseRow } from '@/mocks/features/cases';
import { messages, type MessageRow } from './tables';

export const { items: MAX_CHECKLIST_ITEMS, label: MAX_ITEM_LABEL, nextSteps: MAX_NEXT_STEPS } = CHECKLIST_LIMITS;

interface Who {
  staffId: string;
  staffName: string;
  citizenId: string;
  citizenName: string;
}

function parse(content: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(content);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // below
  }
  return fail('消息内容格式不正确');
}

/** The `callId` a call, hang or checklist message names ('' when none). */
export const callIdOf = (m: Pick<MessageRow, 'content'>): string => {
  try {
    return String((JSON.parse(m.content) as { callId?: unknown }).callId ?? '');
  } catch {
    return '';
  }
};

/** The case a call was about: its caseId, else the citizen's latest case of its matter. */
function caseOfCall(call: Record<string, unknown>, citizenId: string): CaseRow | undefined {
  const caseId = typeof call.caseId === 'string' ? call.caseId : '';
  if (caseId) {
    const c = cases.get(caseId);
    return c && c.userId === citizenId ? c : undefined;
  }
  const matterId = typeof call.matterId === 'string' ? call.matterId : '';
  if (!matterId) return undefined;
  return cases
    .filter((c) => c.userId === citizenId && c.matterId === matterId && c.kind !== 'combined')
    .sort((a, b) => b.submittedAt - a.submittedAt)[0];
}

function lineText(m: MessageRow): string {
  if (m.type === 'text') return m.content;
  try {
    return `[文件] ${String((JSON.parse(m.content) as { name?: unknown }).name ?? '')}`;
  } catch {
    return '[文件]';
  }
}

/**
 * A staff member's checklist at the end of a remote-handling call: validated, and the call's
 * transcript (the text and file messages between its start and its end) filed to the case the call
 * was about. Returns the record and the message content as stored (completed with the case).
 */
export function fileCallChecklist(who: Who, content: string): { record: CaseCallRecordRow; content: string } {
  const input = parse(content);
  const callId = typeof input.callId === 'string' ? input.callId.trim() : '';
  if (!callId) fail('通话编号不能为空');
  const items = input.items;
  if (!Array.isArray(items) || items.length === 0) fail('核对清单不能为空');
  if ((items as unknown[]).length > MAX_CHECKLIST_ITEMS) fail(`核对事项不能超过${MAX_CHECKLIST_ITEMS}项`);
  const checklist = (items as unknown[]).map((raw) => {
    const it = (raw ?? {}) as { label?: unknown; checked?: unknown };
    const label = typeof it.label === 'string' ? it.label.trim() : '';
    if (!label || label.length > MAX_ITEM_LABEL || typeof it.checked !== 'boolean') fail('核对事项不正确');
    return { label, checked: it.checked as boolean };
  });
  const nextSteps = typeof input.nextSteps === 'string' ? input.nextSteps.trim() : '';
  if (!nextSteps) fail('请填写后续事项');
  if (nextSteps.length > MAX_NEXT_STEPS) fail(`后续事项不能超过${MAX_NEXT_STEPS}字`);

  const call = messages.find((m) => m.type === 'call' && m.fromId === who.staffId && m.toId === who.citizenId && callIdOf(m) === callId);
  if (!call) fail('通话不存在', 404);
  if (caseCallRecords.find((r) => r.callId === callId)) fail('该通话记录已归档');
  const c = caseOfCall(parse(call!.content), who.citizenId);
  if (!c) fail('未找到该通话对应的办件', 404);

  const between = (m: MessageRow) =>
    (m.fromId === who.staffId && m.toId === who.citizenId) || (m.fromId === who.citizenId && m.toId === who.staffId);
  const hang = messages
    .filter((m) => m.type === 'hang' && between(m) && m.msgIdx > call!.msgIdx && callIdOf(m) === callId)
    .sort((a, b) => a.msgIdx - b.msgIdx)[0];
  const now = clock.now();
  const endedAt = hang ? hang.createTime : now;
  const lines = messages
    .filter((m) => between(m) && m.msgIdx > call!.msgIdx && (!hang || m.msgIdx < hang.msgIdx) && (m.type === 'text' || m.type === 'file'))
    .sort((a, b) => a.msgIdx - b.msgIdx)
    .map((m) => {
      const byStaff = m.fromId === who.staffId;
      return {
        at: m.createTime,
        by: byStaff ? ('staff' as const) : ('citizen' as const),
        name: byStaff ? who.staffName : who.citizenName,
        text: lineText(m),
      };
    });
  const callInfo = parse(call!.content);
  const record: CaseCallRecordRow = {
    id: `CR-${callId}`,
    caseId: c!.id,
    userId: who.citizenId,
    callId,
    staffId: who.staffId,
    staffName: who.staffName,
    matterName: typeof callInfo.matterName === 'string' && callInfo.matterName ? callInfo.matterName : c!.matterName,
    startedAt: call!.createTime,
    endedAt,
    durationSec: Math.max(0, Math.round((endedAt - call!.createTime) / 1000)),
    lines,
    checklist,
    nextSteps,
    filedAt: now,
  };
  return {
    record,
    content: JSON.stringify({
      callId,
      caseId: c!.id,
      caseNo: c!.caseNo,
      matterName: record.matterName,
      startedAt: record.startedAt,
      endedAt: record.endedAt,
      durationSec: record.durationSec,
      lineCount: lines.length,
      items: checklist,
      nextSteps,
    }),
  };
}

/** Stores a filed record (after the checklist message itself was accepted). */
export function saveCallRecord(record: CaseCallRecordRow): void {
  caseCallRecords.insert(record);
}
