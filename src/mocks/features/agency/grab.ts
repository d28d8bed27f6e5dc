import { AUTO_REPLY_PREFIX } from '@/contract/im';
import { clock } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import { knownUser, staffChatId, storeMessage } from '@/mocks/features/im';
import { notify } from '@/mocks/features/notices';
import { agencyRequests, type AgencyMessage, type AgencyRequestRow, type StaffRow } from './tables';

export function message(
  from: AgencyMessage['from'],
  fromName: string,
  content: string,
  type: AgencyMessage['type'] = 'text',
): AgencyMessage {
  return { id: newId('MSG'), type, from, fromName, content, at: clock.now() };
}

/**
 * A staff member takes a request (the grab): it is theirs, with a grabOrders notice and their
 * greeting in the request's messages and in the citizen's chat with them (the socket delivers it).
 * `auto`: the emulator took it for them while no assistant of the hall was online; every trace of
 * it says so (自动接单, the greeting begins 【自动回复】, the chat messages are `auto`).
 */
export function grabAs(
  row: AgencyRequestRow,
  me: StaffRow,
  { note = '', auto = false }: { note?: string; auto?: boolean } = {},
): AgencyRequestRow {
  const now = clock.now();
  const said = note || `您好，我是${me.departmentName}的${me.title}${me.name}，已接到您的帮办代办申请，稍后会与您联系，请保持电话畅通。`;
  const greeting = auto ? `${AUTO_REPLY_PREFIX}${said}` : said;
  const taken = auto ? `帮办员${me.name}已接单（自动接单）` : `帮办员${me.name}已接单`;
  const updated = agencyRequests.update(row.id, {
    status: 'grabbed',
    assigneeId: me.id,
    assigneeName: me.name,
    assigneeMobile: me.mobile,
    version: row.version + 1,
    updatedAt: now,
    history: [
      ...row.history,
      { status: 'grabbed', at: now, byName: me.name, byRole: 'staff', ...(auto ? { note: '无帮办员在线，系统自动接单' } : {}) },
    ],
    messages: [...row.messages, { ...message('system', '系统', taken), type: 'grabOrders' }, message('staff', me.name, greeting)],
  })!;
  notify(
    row.userId,
    'agency.grabbed',
    {
      title: '帮办代办已接单',
      body: `您的帮办代办申请“${row.matterName}”已由帮办员${me.name}接单。`,
      link: `/myAgencyDetails?id=${encodeURIComponent(row.id)}`,
    },
    { ref: `${row.id}:${now}` },
  );
  // The citizen's chat with the staff member gets the grab and the greeting too (spec: staff
  // send greetings on grabbed orders); the messaging socket delivers them.
  if (knownUser(row.userId)) {
    const fromId = staffChatId(me);
    storeMessage({ fromId, toId: row.userId, topic: row.matterName, type: 'grabOrders', content: `${taken}：${row.matterName}`, auto });
    storeMessage({ fromId, toId: row.userId, topic: row.matterName, type: 'text', content: greeting, auto });
  }
  return updated;
}
