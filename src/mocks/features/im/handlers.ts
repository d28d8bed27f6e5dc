import { AUTO_REPLY_PREFIX } from '@/contract/im';
import { fail, handle, paged, required } from '@/mocks/gateway';
import { clock, onTick } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import { departments, halls, matters } from '@/mocks/db/tables';
import { staff, type StaffRole } from '@/mocks/features/agency';
import { cases } from '@/mocks/features/cases';
import { uploadResolver } from '@/mocks/features/oss/handlers';
import { notify } from '@/mocks/features/notices';
import {
  markRead,
  markSystemRead,
  nameOf,
  notifyLocal,
  notifyUser,
  staffOf,
  storeMessage,
  systemRowsOf,
  threadOf,
  toMessage,
  unreadOf,
} from './domain';
import { onlineStaff, staffChatId } from './presence';
import { socketHandler } from './socket';
import { consults, guestMessages, messages, type ConsultRow, type MessageRow } from './tables';

/** How long (emulator clock) after a consultation the emulator answers it when no staff of the hall is online. */
export const CONSULT_REPLY_MS = 2 * 60 * 60 * 1000;
const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function sessionsOf(userId: string) {
  const peers = new Map<string, { last: MessageRow | null; unread: number }>();
  for (const m of messages.filter((x) => x.fromId === userId || x.toId === userId)) {
    const peer = m.fromId === userId ? m.toId : m.fromId;
    const entry = peers.get(peer) ?? { last: null, unread: 0 };
    if (!entry.last || m.msgIdx > entry.last.msgIdx) entry.last = m;
    if (m.toId === userId && !m.read) entry.unread += 1;
    peers.set(peer, entry);
  }
  return [...peers]
    .map(([peerId, e]) => {
      const s = staffOf(peerId);
      return {
        peerId,
        peerName: nameOf(peerId),
        peerTitle: s ? s.title : '群众',
        peerRole: s ? ('staff' as const) : ('citizen' as const),
        hallName: s ? (halls.get(s.hallId)?.name ?? '') : '',
        lastMsg: e.last ? toMessage(e.last) : null,
        unread: e.unread,
      };
    })
    .sort((a, b) => (b.lastMsg?.msgIdx ?? 0) - (a.lastMsg?.msgIdx ?? 0));
}

/** The wire answer (the contract's Consult, with the row's owner and hall): without the reply's due time. */
function consultView(c: ConsultRow): Omit<ConsultRow, 'replyDueAt' | 'handedAt'> {
  const { replyDueAt: _due, handedAt: _handed, ...rest } = c;
  void _due;
  void _handed;
  return rest;
}

const REPLIES = [
  '您好，您咨询的问题已收悉。根据现行规定，请携带本人身份证原件及相关材料到窗口办理，也可通过本应用在线申报。',
  '您好，该事项可全程网办，提交申请后3个工作日内审核，结果将以短信通知您。如有疑问请拨打窗口电话。',
];

/** The staff who may answer a consultation in person: the hall's assistants and leaders. */
const CONSULT_ROLES: StaffRole[] = ['assistant', 'leader'];
/** The chat topic of a consultation answered in person: a staff text with it is the reply. */
const consultTopic = (c: ConsultRow) => `咨询：${c.title}`;

function answerConsult(c: ConsultRow, reply: string, replyBy: string, at: number): void {
  consults.update(c.id, { status: 'replied', reply, replyBy, repliedAt: at });
  notify(
    c.userId,
    'consult.answered',
    { title: '咨询已回复', body: `您咨询的“${c.title}”已由${c.departmentName}回复。`, link: '/myconsult' },
    { ref: c.id, at },
  );
}

// A consultation is the hall's to answer. Staff of the hall who are online are told at once and
// answer in the chat (the consultation's topic); only while none is online does the emulator answer
// for the department when the reply falls due, marked automatic.
onTick((now) => {
  for (const c of consults.filter((x) => x.status === 'pending')) {
    const topic = consultTopic(c);
    const answer = messages.find(
      (m) =>
        m.type === 'text' &&
        m.toId === c.userId &&
        m.topic === topic &&
        m.createTime >= c.createdAt &&
        staffOf(m.fromId)?.hallId === c.hallId,
    );
    if (answer) {
      answerConsult(c, answer.content, `${c.departmentName} ${nameOf(answer.fromId)}`, answer.createTime);
      continue;
    }
    const people = onlineStaff({ hallId: c.hallId, roles: CONSULT_ROLES });
    if (people.length > 0) {
      if (!c.handedAt) {
        consults.update(c.id, { handedAt: now });
        for (const s of people)
          notifyUser(staffChatId(s), {
            title: '新的咨询待答复',
            content: `${nameOf(c.userId)}向${c.departmentName}咨询“${c.title}”：${c.content}（请在会话中答复）`,
            route: `/oicqContent?peerId=${encodeURIComponent(c.userId)}&topic=${encodeURIComponent(topic)}`,
          });
      }
      continue;
    }
    if (c.replyDueAt <= now) answerConsult(c, `${AUTO_REPLY_PREFIX}${REPLIES[c.content.length % REPLIES.length]}`, c.departmentName, now);
  }
});

export const handlers = [
  socketHandler,
  handle('get', '/im/msg/auth/session', ({ requireSession }) => sessionsOf(requireSession().userId)),
  handle('get', '/im/msg/auth/staffList', ({ requireSession }) => {
    requireSession();
    return staff
      .all()
      .sort((a, b) => Number(b.onDuty) - Number(a.onDuty))
      .map((s) => ({ peerId: `M${s.mobile}`, name: s.name, title: s.title, departmentName: s.departmentName, onDuty: s.onDuty }));
  }),
  // Staff choose the case a remote-handling call is about among the cases of the citizen they talk with.
  handle('get', '/im/msg/auth/peerCases', ({ query, requireSession }) => {
    const me = requireSession().userId;
    if (!staffOf(me)) fail('只有工作人员可以查看群众的办件', 403);
    const peerId = required(query.get('peerId'), '会话对象');
    if (threadOf(me, peerId).length === 0) fail('没有与该群众的会话', 403);
    return cases
      .filter((c) => c.userId === peerId && c.kind !== 'combined')
      .sort((a, b) => b.submittedAt - a.submittedAt)
      .map((c) => ({ id: c.id, caseNo: c.caseNo, matterId: c.matterId, matterName: c.matterName }));
  }),
  handle('get', '/im/msg/auth/msglist', ({ query, requireSession }) => {
    const me = requireSession().userId;
    const peerId = required(query.get('peerId'), '会话对象');
    const size = Math.min(50, Math.max(1, Number(query.get('size') ?? 20) || 20));
    const thread = threadOf(me, peerId);
    const after = query.get('afterIdx');
    const before = query.get('beforeIdx');
    if (after !== null && after !== '') {
      const rows = thread.filter((m) => m.msgIdx > Number(after)).slice(0, size);
      return { records: rows.map(toMessage), hasMore: false };
    }
    const older = before !== null && before !== '' ? thread.filter((m) => m.msgIdx < Number(before)) : thread;
    const rows = older.slice(-size);
    return { records: rows.map(toMessage), hasMore: older.length > rows.length };
  }),
  handle('get', '/im/msg/auth/noReadsCount', ({ query, requireSession }) => {
    const me = requireSession().userId;
    const peerId = required(query.get('peerId'), '会话对象');
    return { peerId, count: messages.filter((m) => m.toId === me && m.fromId === peerId && !m.read).length };
  }),
  handle('get', '/im/msg/auth/allNoReadsCount', ({ requireSession }) => unreadOf(requireSession().userId)),
  handle('get', '/im/msg/auth/systemMsgs', ({ query, requireSession }) => {
    const me = requireSession().userId;
    return paged(systemRowsOf(me), query);
  }),
  handle('put', '/im/msg/auth/readMsgs', ({ body, requireSession }) => {
    const me = requireSession().userId;
    if (body.systemId) {
      if (!markSystemRead(me, String(body.systemId))) fail('消息不存在', 404);
      notifyLocal(me);
    } else {
      const peerId = required(body.peerId, '会话对象');
      const upTo = Number(body.upToIdx);
      if (!Number.isFinite(upTo) || upTo <= 0) fail('已读位置不正确');
      markRead(me, peerId, upTo);
    }
    return unreadOf(me);
  }),
  handle('put', '/im/msg/auth/readAllMsgs', ({ body, requireSession }) => {
    const me = requireSession().userId;
    const scope = String(body.scope ?? 'all');
    if (!['chat', 'system', 'all'].includes(scope)) fail('范围不正确');
    if (scope !== 'system') for (const m of messages.filter((x) => x.toId === me && !x.read)) messages.update(m.id, { read: true });
    if (scope !== 'chat') for (const m of systemRowsOf(me).filter((x) => !x.read)) markSystemRead(me, m.id);
    notifyLocal(me);
    return unreadOf(me);
  }),
  handle('post', '/im/msg/sendFile', ({ body, requireSession }) => {
    const me = requireSession().userId;
    const name = required(body.name, '文件名');
    const url = required(body.url, '文件地址');
    if (!/^(\/|https?:\/\/)/.test(url)) fail('文件地址不正确');
    const row = storeMessage({
      fromId: me,
      toId: required(body.toId, '接收人'),
      topic: String(body.topic ?? ''),
      type: 'file',
      content: JSON.stringify({ name, url, size: Number(body.size) || 0 }),
      tmpId: body.tmpId ? String(body.tmpId) : undefined,
    });
    return toMessage(row);
  }),
  handle('post', '/im/msg/anon/saveMsg', ({ body }) => {
    const mobile = required(body.mobile, '手机号');
    if (!MOBILE.test(mobile)) fail('手机号格式不正确');
    const content = required(body.content, '留言内容');
    if (content.length > 500) fail('留言不能超过500字');
    const row = guestMessages.insert({
      id: newId('G'),
      name: String(body.name ?? ''),
      mobile,
      hallId: String(body.hallId ?? ''),
      content,
      createTime: clock.now(),
    });
    return { id: row.id, createTime: row.createTime };
  }),
  handle('post', '/im/upload/uploadMultipartFile', uploadResolver),
  handle('post', '/im/consult/auth/save', ({ body, requireSession }) => {
    const me = requireSession().userId;
    const departmentId = required(body.departmentId, '咨询部门');
    const dept = departments.get(departmentId);
    if (!dept) fail('部门不存在', 404);
    const matterId = String(body.matterId ?? '');
    const matter = matterId ? matters.get(matterId) : undefined;
    if (matterId && !matter) fail('事项不存在', 404);
    const title = required(body.title, '咨询标题').trim();
    if (title.length > 50) fail('标题不能超过50字');
    const content = required(body.content, '咨询内容').trim();
    if (content.length < 5) fail('咨询内容至少5个字');
    if (content.length > 500) fail('咨询内容不能超过500字');
    const contact = required(body.contact, '联系方式').trim();
    if (!MOBILE.test(contact) && !EMAIL.test(contact)) fail('请填写正确的手机号或邮箱');
    const images = Array.isArray(body.images) ? body.images.map(String) : [];
    if (images.length > 6) fail('最多上传6张图片');
    const now = clock.now();
    const row = consults.insert({
      id: newId('CS'),
      userId: me,
      hallId: dept!.hallId,
      departmentId,
      departmentName: dept!.name,
      matterId,
      matterName: matter?.name ?? '',
      title,
      content,
      images,
      contact,
      status: 'pending',
      reply: '',
      replyBy: '',
      createdAt: now,
      repliedAt: null,
      replyDueAt: now + CONSULT_REPLY_MS,
    });
    return consultView(row);
  }),
  handle('get', '/im/consult/auth/myList', ({ query, requireSession }) => {
    const me = requireSession().userId;
    const status = query.get('status');
    const rows = consults
      .filter((c) => c.userId === me && (!status || c.status === status))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(consultView);
    return paged(rows, query);
  }),
  handle('get', '/im/consult/auth/detail', ({ query, requireSession }) => {
    const me = requireSession().userId;
    const row = consults.get(required(query.get('id'), '咨询编号'));
    if (!row || row.userId !== me) fail('咨询不存在', 404);
    return consultView(row!);
  }),
  handle('get', '/im/consult/anon/departments', ({ query }) => {
    const hallId = query.get('hallId');
    return departments
      .filter((d) => !hallId || d.hallId === hallId)
      .slice(0, 60)
      .map((d) => ({ id: d.id, name: d.name, hallId: d.hallId, hallName: halls.get(d.hallId)?.name ?? '' }));
  }),
  handle('get', '/im/consult/anon/matters', ({ query }) => {
    const departmentId = required(query.get('departmentId'), '咨询部门');
    return matters
      .filter((m) => (m as { departmentId?: string }).departmentId === departmentId)
      .slice(0, 50)
      .map((m) => ({ id: m.id, name: m.name }));
  }),
];
