import { HANDOFF_TOPIC, type Handoff } from '@/contract/robot';
import { clock } from '@/mocks/clock';
import { defineTable, newId, type Row } from '@/mocks/db/store';
import { halls, matters } from '@/mocks/db/tables';
import { fail } from '@/mocks/gateway';
import { staff, type StaffRow } from '@/mocks/features/agency';
import { messages, notifyUser, onlineStaff, staffChatId, storeMessage } from '@/mocks/features/im';
import { answerContent } from './knowledge';
import { answers, contexts } from './tables';

// 转人工 (docs/robot.md, "Hand-off to staff"): the robot hands the conversation to a member of
// staff (the matter's department's when the conversation is about a matter, else the hall's
// 帮办代办 desk), as the first message of a chat with them: the question, the matter and the
// transcript, built here from what the robot recorded of this conversation (never from what the
// page says was asked). The citizen sees their place in that staff member's wait.

/** Lines of the conversation the hand-off carries (the latest). */
export const HANDOFF_LINES = 10;
const MAX_LINE = 80;
/** The desk that takes what no department does. */
const GENERAL_DESK = '和平区帮办代办服务中心';

export interface HandoffRow extends Row {
  userId: string;
  /** Chat id of the staff member (`M<mobile>`). */
  staffId: string;
  sessionId: string;
  matterId: string | null;
  question: string;
  /** msgIdx of the transcript message: a staff message after it means they have joined. */
  afterIdx: number;
  createdAt: number;
}

export const handoffs = defineTable<HandoffRow>('robotHandoffs');

/** An answer's words without its markup (the staff member reads the gist, the citizen has the whole). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (s: string) => (s.length > MAX_LINE ? `${s.slice(0, MAX_LINE - 1)}…` : s);

/** Whether the staff member has answered the citizen since the hand-off. */
function joined(h: HandoffRow): boolean {
  return messages.find((m) => m.fromId === h.staffId && m.toId === h.userId && m.msgIdx > h.afterIdx) !== undefined;
}

/** Hand-offs still waiting for the same staff member before this one. */
function aheadOf(h: HandoffRow): number {
  return handoffs.filter((o) => o.staffId === h.staffId && o.id !== h.id && o.createdAt <= h.createdAt && !joined(o)).length;
}

/**
 * Who takes it: staff of the matter's department (by the department's name in the hall), else the
 * hall's general desk; among them, those online first, then those on duty; the one with the
 * fewest waiting; assistants before leaders; volunteers never.
 */
function pickStaff(matterDepartment: string | null): StaffRow {
  const desk = (name: string) => staff.filter((s) => s.departmentName === name && s.role !== 'volunteer' && s.onDuty);
  const pool = (matterDepartment && desk(matterDepartment).length ? desk(matterDepartment) : desk(GENERAL_DESK)).slice();
  if (!pool.length) fail('暂无可转接的工作人员，请稍后再试或拨打大厅电话', 503);
  const online = new Set(onlineStaff({}).map((s) => s.id));
  const waiting = (s: StaffRow) => handoffs.filter((h) => h.staffId === staffChatId(s) && !joined(h)).length;
  const rank = (s: StaffRow) => [online.has(s.id) ? 0 : 1, waiting(s), s.role === 'assistant' ? 0 : 1];
  pool.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.id.localeCompare(b.id);
  });
  return pool[0];
}

function view(h: HandoffRow): Handoff {
  const s = staff.find((x) => staffChatId(x) === h.staffId)!;
  const m = h.matterId ? matters.get(h.matterId) : undefined;
  const isJoined = joined(h);
  return {
    id: h.id,
    peerId: h.staffId,
    staffName: s.name,
    staffTitle: s.title,
    departmentName: s.departmentName,
    hallName: halls.get(s.hallId)?.name ?? '',
    matterName: m?.name ?? null,
    question: h.question,
    status: isJoined ? 'joined' : 'waiting',
    ahead: isJoined ? 0 : aheadOf(h),
    topic: HANDOFF_TOPIC,
    createdAt: h.createdAt,
  };
}

/** 转人工 of a user's robot conversation: the transcript goes to a member of staff as a chat message. */
export function handOff(userId: string, sessionId: string): Handoff {
  const asked = answers.filter((a) => a.sessionId === sessionId && a.userId === userId).sort((a, b) => a.createdAt - b.createdAt);
  if (!asked.length) fail('请先向智能客服说明您要咨询的问题，再转人工');
  const again = handoffs.find((h) => h.userId === userId && h.sessionId === sessionId && !joined(h));
  if (again) return view(again);
  const last = asked[asked.length - 1];
  const matterId = contexts.get(sessionId)?.matterId ?? null;
  const matter = matterId ? matters.get(matterId) : undefined;
  const to = pickStaff(matter?.departmentName ?? null);
  const lines = asked.slice(-HANDOFF_LINES).flatMap((a) => {
    const html = a.itemId ? answerContent(a.itemId, a.areaCode)?.html : undefined;
    const answer = html ? textOf(html) : '';
    return [`我：${clip(a.question)}`, `智能客服：${clip(answer || '没有找到答案')}`];
  });
  const content = [
    '【智能客服转人工】',
    `问题：${clip(last.question)}`,
    ...(matter ? [`事项：${matter.name}`] : []),
    `对话记录（${asked.length > HANDOFF_LINES ? `最近${HANDOFF_LINES}问` : `共${asked.length}问`}）：`,
    ...lines,
  ].join('\n');
  const sent = storeMessage({ fromId: userId, toId: staffChatId(to), type: 'text', topic: HANDOFF_TOPIC, content });
  const row = handoffs.insert({
    id: newId('HO'),
    userId,
    staffId: staffChatId(to),
    sessionId,
    matterId: matter?.id ?? null,
    question: last.question,
    afterIdx: sent.msgIdx,
    createdAt: clock.now(),
  });
  notifyUser(staffChatId(to), {
    title: '智能客服转人工',
    content: `有群众从智能客服转来：“${clip(last.question)}”，请在会话中答复（已附对话记录）。`,
    route: `/oicqContent?peerId=${encodeURIComponent(userId)}&topic=${encodeURIComponent(HANDOFF_TOPIC)}`,
  });
  return view(row);
}

/** A hand-off as its citizen sees it now (their place in the wait, or joined). */
export function handoffOf(userId: string, id: string): Handoff {
  const h = handoffs.get(id);
  if (!h || h.userId !== userId) fail('未找到该转接', 404);
  return view(h as HandoffRow);
}
