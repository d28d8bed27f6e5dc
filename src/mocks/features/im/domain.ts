import { AUTO_REPLY_PREFIX, type IMMessage, type SystemMessage } from '@/contract/im';
import { clock, onTick } from '@/mocks/clock';
import { newId, reloadFromPersistence } from '@/mocks/db/store';
import { halls, type HallRow } from '@/mocks/db/tables';
import { fail } from '@/mocks/gateway';
import { staff, type StaffRow } from '@/mocks/features/agency';
import { mobileUsers, partnerUsers, wxUsers } from '@/mocks/features/auth';
import { onNoticeStored, serviceNotices } from '@/mocks/features/notices';
import { dayKey, dayKind } from '@/mocks/features/queue';
import { messages, pendingReplies, systemMessages, type MessageRow, type MsgType } from './tables';
import { staffOnline } from './presence';
import { callIdOf, fileCallChecklist, saveCallRecord } from './transcript';

// Who is online lives in presence.ts; the socket and the gateway server read it here too.
export { isOnline, PRESENCE_MS, touchPresence } from './presence';

/** How long (emulator clock) after a citizen's text the emulator answers for a staff member who is not online. */
export const STAFF_REPLY_MS = 20_000;
export const MAX_TEXT = 1000;
const TYPES: MsgType[] = ['text', 'file', 'link', 'call', 'grabOrders', 'hang', 'checklist'];

/** The staff member behind a chat id (`M<mobile>`), if it is one. */
export function staffOf(userId: string): StaffRow | undefined {
  if (!userId.startsWith('M')) return undefined;
  const mobile = userId.slice(1);
  return staff.find((s) => s.mobile === mobile);
}

/** The name shown for a user. */
export function nameOf(userId: string): string {
  const s = staffOf(userId);
  if (s) return s.name;
  const m = mobileUsers.find((u) => u.userId === userId);
  if (m) return m.nickName;
  const w = wxUsers.find((u) => u.userId === userId);
  if (w) return w.nickName;
  const p = partnerUsers.find((u) => u.userId === userId);
  if (p) return p.nickName;
  return `用户${userId.slice(-4)}`;
}

/** Whether a chat id is a user the emulator knows (a staff member or a citizen who logged in once). */
export function knownUser(userId: string): boolean {
  return Boolean(
    staffOf(userId) ||
    mobileUsers.find((u) => u.userId === userId) ||
    wxUsers.find((u) => u.userId === userId) ||
    partnerUsers.find((u) => u.userId === userId) ||
    messages.find((m) => m.fromId === userId || m.toId === userId),
  );
}

/** The wire message (the contract's IMMessage): the row without its id. */
export function toMessage(row: MessageRow): IMMessage {
  const { id: _id, ...rest } = row;
  void _id;
  return rest;
}

/** The thread between two users, ascending. */
export function threadOf(a: string, b: string): MessageRow[] {
  return messages.filter((m) => (m.fromId === a && m.toId === b) || (m.fromId === b && m.toId === a)).sort((x, y) => x.msgIdx - y.msgIdx);
}

function nextIdx(): number {
  return messages.all().reduce((max, m) => Math.max(max, m.msgIdx), 0) + 1;
}

export interface NewMessage {
  fromId: string;
  toId: string;
  topic?: string;
  type: string;
  content: string;
  tmpId?: string;
  /** Sent by the emulator in a staff member's name (an automatic reply, grab or call): labelled for the citizen. */
  auto?: boolean;
}

/** Validates and stores a message like the server would; a tmpId already stored returns that message (sent once). */
export function storeMessage(input: NewMessage): MessageRow {
  // Another tab may have stored messages since this one last read the shared state.
  reloadFromPersistence();
  if (input.tmpId) {
    const again = messages.find((m) => m.fromId === input.fromId && m.tmpId === input.tmpId);
    if (again) return again;
  }
  if (!TYPES.includes(input.type as MsgType)) fail('消息类型不正确');
  if (!input.toId) fail('接收人不能为空');
  if (input.toId === input.fromId) fail('不能给自己发消息');
  if (!knownUser(input.toId)) fail('接收人不存在', 404);
  let content = String(input.content ?? '');
  if (!content.trim()) fail('消息内容不能为空');
  if (input.type === 'text' && content.length > MAX_TEXT) fail(`消息不能超过${MAX_TEXT}字`);
  if (input.type === 'file' || input.type === 'link' || input.type === 'call') {
    let parsed: { name?: unknown; url?: unknown } = {};
    try {
      parsed = JSON.parse(content) as typeof parsed;
    } catch {
      fail('消息内容格式不正确');
    }
    // A file sent on the socket (the outbox uploads it first): a name and an address of the upload.
    if (input.type === 'file') {
      if (typeof parsed.name !== 'string' || !parsed.name.trim()) fail('文件名不能为空');
      if (typeof parsed.url !== 'string' || !/^(\/|https?:\/\/)/.test(parsed.url)) fail('文件地址不正确');
    }
  }
  // Staff's checklist at the end of a remote-handling call files the call's transcript to its case.
  let filed: ReturnType<typeof fileCallChecklist> | null = null;
  if (input.type === 'checklist') {
    const s = staffOf(input.fromId);
    if (!s || staffOf(input.toId)) fail('只有工作人员可以向群众发送核对清单', 403);
    filed = fileCallChecklist(
      { staffId: input.fromId, staffName: s!.name, citizenId: input.toId, citizenName: nameOf(input.toId) },
      content,
    );
    content = filed.content;
  }
  const msgIdx = nextIdx();
  const row: MessageRow = {
    id: String(msgIdx),
    msgIdx,
    tmpId: input.tmpId,
    fromId: input.fromId,
    toId: input.toId,
    topic: input.topic || '在线咨询',
    type: input.type as MsgType,
    content,
    createTime: clock.now(),
    read: false,
    ...(input.auto ? { auto: true } : {}),
  };
  messages.insert(row);
  if (filed) saveCallRecord(filed.record);
  // A citizen wrote to a staff member: the staff member answers on the emulator's clock, unless
  // their own tab is open (then the person in it answers).
  const s = staffOf(input.toId);
  if (s && !staffOf(input.fromId) && row.type === 'text') {
    const existing = pendingReplies.find((p) => p.citizenId === input.fromId && p.staffId === input.toId);
    if (!existing) {
      pendingReplies.insert({
        id: `${input.fromId}>${input.toId}`,
        citizenId: input.fromId,
        staffId: input.toId,
        afterIdx: msgIdx,
        question: content,
        dueAt: clock.now() + STAFF_REPLY_MS,
      });
    }
  }
  notifyLocal(row.toId);
  return row;
}

/**
 * A user's system messages as 消息中心 lists them, newest first: the platform's messages and the
 * 服务通知 of their own cases, bookings, numbers… (docs/notices.md), in the wire's shape.
 */
export function systemRowsOf(userId: string): SystemMessage[] {
  const own = [...systemMessages.filter((m) => m.userId === userId), ...serviceNotices.filter((n) => n.userId === userId)];
  return own
    .map(({ id, title, content, route, createTime, read }) => ({ id, title, content, route, createTime, read }))
    .sort((a, b) => b.createTime - a.createTime);
}

/** Marks one system message or notice of the user read; false when it is not theirs. */
export function markSystemRead(userId: string, id: string): boolean {
  const sys = systemMessages.get(id);
  if (sys?.userId === userId) {
    if (!sys.read) systemMessages.update(id, { read: true });
    return true;
  }
  const notice = serviceNotices.get(id);
  if (notice?.userId === userId) {
    if (!notice.read) serviceNotices.update(id, { read: true });
    return true;
  }
  return false;
}

/** Unread counts of a user (docs/spec-rules.md section 3). */
export function unreadOf(userId: string): { chat: number; system: number; total: number } {
  const chat = messages.filter((m) => m.toId === userId && !m.read).length;
  const system =
    systemMessages.filter((m) => m.userId === userId && !m.read).length +
    serviceNotices.filter((n) => n.userId === userId && !n.read).length;
  return { chat, system, total: chat + system };
}

/** Marks a conversation read up to a msgIdx (messages the user received). */
export function markRead(userId: string, peerId: string, upToIdx: number): void {
  for (const m of messages.filter((x) => x.toId === userId && x.fromId === peerId && !x.read && x.msgIdx <= upToIdx)) {
    messages.update(m.id, { read: true });
  }
  notifyLocal(userId);
}

/**
 * A hall's hours as the automatic reply says them: from the hall's own hours, and what today is on
 * the holiday calendar (issue 34 item 4: never 周六上午正常办公 for a hall closed on Saturdays).
 */
export function hoursReply(hall: Pick<HallRow, 'name' | 'openHours'>, now: number): string {
  const weekend = /周六|周日|周末|星期六|星期日/.test(hall.openHours) ? '' : '周六、周日不办公，';
  const today = dayKind(dayKey(now));
  const todayText =
    today.kind === 'holiday' ? `今天是${today.holiday}假期，大厅休息。` : today.kind === 'makeup' ? '今天是调休上班日，大厅正常办公。' : '';
  return `您好，${hall.name}的办公时间为${hall.openHours}，${weekend}法定节假日休息，调休上班日正常办公。${todayText}`;
}

function replyTo(question: string, staffId: string, now: number): string {
  if (/材料|带什么|证件/.test(question)) return '您好，所需材料以办事指南为准，一般需携带本人身份证原件，可在事项的办事指南中查看。';
  const hall = halls.get(staffOf(staffId)?.hallId ?? '');
  if (/时间|几点|上班|周末|周六|周日|节假日/.test(question))
    return hall ? hoursReply(hall, now) : '您好，办公时间以大厅公布的时间为准，可在“找大厅”中查看各大厅的办公时间。';
  if (/多久|进度|什么时候/.test(question)) return '您好，办理进度可在“我的办件”中查看，办结后会短信通知您。';
  return '您好，已收到您的留言。我现在不在线，上线后会尽快回复您。';
}

/** How long after its `call` message a call without a `hang` still counts as going on. */
const CALL_LIVE_MS = 30 * 60_000;

/** Whether a staff member and a citizen are in a video call (a recent `call` of theirs has no `hang` yet). */
function inCall(staffId: string, citizenId: string, now: number): boolean {
  const calls = messages.filter(
    (m) => m.type === 'call' && m.fromId === staffId && m.toId === citizenId && m.createTime > now - CALL_LIVE_MS,
  );
  const between = (m: MessageRow) => (m.fromId === staffId && m.toId === citizenId) || (m.fromId === citizenId && m.toId === staffId);
  return calls.some((call) => {
    const id = callIdOf(call);
    return !messages.find((m) => m.type === 'hang' && between(m) && m.msgIdx > call.msgIdx && callIdOf(m) === id);
  });
}

/** How long a call rings: a callee whose socket opens within it still hears a call made before. */
export const RINGING_MS = 60_000;

/**
 * Calls to `userId` that are still ringing: made in the last RINGING_MS, without a `hang` yet. A
 * socket that authenticates after the caller rang (a page still loading, a reconnect) hears them.
 */
export function ringingCallsTo(userId: string, now = clock.now()): MessageRow[] {
  return messages
    .filter((m) => m.type === 'call' && m.toId === userId && m.createTime > now - RINGING_MS)
    .filter((call) => {
      const id = callIdOf(call);
      const between = (m: MessageRow) => (m.fromId === call.fromId && m.toId === userId) || (m.fromId === userId && m.toId === call.fromId);
      return !messages.find((m) => m.type === 'hang' && between(m) && m.msgIdx > call.msgIdx && callIdOf(m) === id);
    })
    .sort((a, b) => a.msgIdx - b.msgIdx);
}

// A citizen's text to a staff member who does not answer: when it falls due, the emulator answers
// in their name, marked automatic, only if they have not answered, are not in a call with the
// citizen, and are not online (a staff member with a socket open answers in person).
onTick((now) => {
  for (const p of pendingReplies.filter((r) => r.dueAt <= now)) {
    pendingReplies.remove(p.id);
    const answered = messages.find((m) => m.fromId === p.staffId && m.toId === p.citizenId && m.msgIdx > p.afterIdx);
    if (answered || staffOnline({ staffId: p.staffId }) || inCall(p.staffId, p.citizenId, now)) continue;
    storeMessage({
      fromId: p.staffId,
      toId: p.citizenId,
      type: 'text',
      content: `${AUTO_REPLY_PREFIX}${replyTo(p.question, p.staffId, now)}`,
      topic: '在线咨询',
      auto: true,
    });
  }
});

/** A notice in a user's message centre (系统消息), delivered live to their socket. */
export function notifyUser(userId: string, notice: { title: string; content: string; route?: string }): void {
  systemMessages.insert({ id: newId('SYS'), userId, ...notice, createTime: clock.now(), read: false });
  notifyLocal(userId);
}

// A 服务通知 stored here is pushed like a message: the user's sockets send the new unread counts.
onNoticeStored((userId) => notifyLocal(userId));

const localListeners = new Map<() => void, string | undefined>();
/**
 * Sockets of this tab (of the server) are told at once when something was stored here (other tabs
 * poll). A socket that names its user hears only of changes for that user, or for everyone.
 */
export function onLocalChange(fn: () => void, userId?: string): () => void {
  localListeners.set(fn, userId);
  return () => localListeners.delete(fn);
}
/** Tells the sockets of `userIds` (all sockets when none are named) that something changed for them. */
export function notifyLocal(...userIds: string[]): void {
  localListeners.forEach((user, fn) => {
    if (!userIds.length || user === undefined || userIds.includes(user)) fn();
  });
}
