import type { NoticeKind } from '@/contract/notice-preferences';
import type { ServiceNoticeKind, SubscribeTemplate } from '@/contract/service-notices';
import { clock } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import { sessions } from '@/mocks/gateway';
import { mobileUsers, partnerUsers, wxUsers } from '@/mocks/features/auth';
import { noticePrefs } from '@/mocks/features/profile';
import { serviceNotices, smsOutbox, subscribeConsents, subscribeMessages, type Delivery, type ServiceNoticeRow } from './tables';

/**
 * The one rule of 服务通知 (docs/notices.md): every feature of the emulator calls `notify` where a
 * state change that matters happens; this decides the rest. The notice lands in 消息中心 (always),
 * and goes out by the user's channel unless its preference in 设置 is off: an SMS for a mobile or
 * partner login, a subscribe message inside the messenger when a one-time consent is there to use.
 */

/** Which switch of 设置 › 消息通知 governs a kind, and which subscribe template carries it. */
const RULES: Record<ServiceNoticeKind, { pref: NoticeKind; template: SubscribeTemplate }> = {
  'case.accepted': { pref: 'progress', template: 'case' },
  'case.returned': { pref: 'progress', template: 'case' },
  'case.decided': { pref: 'progress', template: 'case' },
  'booking.confirmed': { pref: 'reservation', template: 'booking' },
  'booking.reminder': { pref: 'reservation', template: 'booking' },
  'booking.cancelled': { pref: 'reservation', template: 'booking' },
  'booking.missed': { pref: 'reservation', template: 'booking' },
  'ticket.soon': { pref: 'queue', template: 'queue' },
  'ticket.called': { pref: 'queue', template: 'queue' },
  'ticket.skipped': { pref: 'queue', template: 'queue' },
  'complaint.replied': { pref: 'progress', template: 'case' },
  'complaint.closed': { pref: 'progress', template: 'case' },
  'ems.issued': { pref: 'progress', template: 'case' },
  'ems.signed': { pref: 'progress', template: 'case' },
  'agency.grabbed': { pref: 'progress', template: 'case' },
  'agency.closed': { pref: 'progress', template: 'case' },
  'consult.answered': { pref: 'progress', template: 'case' },
};

export const templateOf = (kind: ServiceNoticeKind): SubscribeTemplate => RULES[kind].template;

export interface NoticeText {
  title: string;
  body: string;
  /** An in-app route of the route table with its params (`/officeInfolist?id=…`). */
  link: string;
}

export interface NotifyOptions {
  /**
   * The occurrence (a case's event time, a booking's id): a second call with the same kind and ref
   * for the same user makes nothing, so a state seen twice (a tick, a reload) notifies once.
   */
  ref?: string;
  /** When it happened on the emulator's clock (a call made at a past minute); now by default. */
  at?: number;
}

type Channel = { kind: 'sms'; mobile: string } | { kind: 'messenger'; openId: string } | null;

/** The channel a user has: their latest login's (messenger: openId; mobile or partner app: SMS), else their accounts'. */
export function channelOf(userId: string): Channel {
  const latest = sessions.filter((s) => s.userId === userId).sort((a, b) => b.expiresAt - a.expiresAt)[0];
  if (latest?.authority === 'openId') {
    const openId = latest.openId ?? wxUsers.find((u) => u.userId === userId)?.id;
    if (openId) return { kind: 'messenger', openId };
  }
  if (latest?.mobile) return { kind: 'sms', mobile: latest.mobile };
  const wx = wxUsers.find((u) => u.userId === userId);
  if (wx) return { kind: 'messenger', openId: wx.id };
  const mobile = mobileUsers.find((u) => u.userId === userId)?.id ?? partnerUsers.find((u) => u.userId === userId)?.mobile;
  return mobile ? { kind: 'sms', mobile } : null;
}

/** Whether the user's switch for this kind is on (every switch is on until the user changes one). */
export function wants(userId: string, kind: ServiceNoticeKind): boolean {
  const prefs = noticePrefs.get(userId);
  return prefs ? prefs[RULES[kind].pref] !== false : true;
}

/** The SMS text: short, signed, with the link. */
export function smsText(n: NoticeText): string {
  return `【一窗受理】${n.title}：${n.body}查看详情：#${n.link}`;
}

const listeners = new Set<(userId: string) => void>();
/** Called with the user's id whenever a notice of theirs is stored (the messaging socket pushes the unread count). */
export function onNoticeStored(fn: (userId: string) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function send(row: ServiceNoticeRow, n: NoticeText): Delivery {
  if (!wants(row.userId, row.kind)) return 'muted';
  const channel = channelOf(row.userId);
  if (!channel) return 'none';
  if (channel.kind === 'sms') {
    smsOutbox.insert({
      id: newId('SMS'),
      userId: row.userId,
      mobile: channel.mobile,
      kind: row.kind,
      noticeId: row.id,
      text: smsText(n),
      link: n.link,
      sentAt: clock.now(),
    });
    return 'sms';
  }
  const template = templateOf(row.kind);
  const consent = subscribeConsents
    .filter((c) => c.userId === row.userId && c.template === template && c.usedAt === null)
    .sort((a, b) => a.grantedAt - b.grantedAt)[0];
  if (!consent) return 'no-consent';
  subscribeConsents.update(consent.id, { usedAt: clock.now(), noticeId: row.id });
  subscribeMessages.insert({
    id: newId('SUB'),
    userId: row.userId,
    openId: channel.openId,
    template,
    kind: row.kind,
    noticeId: row.id,
    title: n.title,
    body: n.body,
    page: n.link,
    sentAt: clock.now(),
  });
  return 'subscribe';
}

/**
 * A state change that matters to `userId`: one 服务通知 row in 消息中心, and the SMS or subscribe
 * message its channel and preferences allow. Returns the row, or null when this occurrence (`ref`)
 * was already notified.
 */
export function notify(userId: string, kind: ServiceNoticeKind, n: NoticeText, opts: NotifyOptions = {}): ServiceNoticeRow | null {
  const id = opts.ref ? `N-${userId}-${kind}-${opts.ref}` : newId('N');
  if (opts.ref && serviceNotices.get(id)) return null;
  const row: ServiceNoticeRow = {
    id,
    userId,
    kind,
    title: n.title,
    content: n.body,
    route: n.link,
    createTime: opts.at ?? clock.now(),
    read: false,
    delivery: 'none',
  };
  serviceNotices.insert(row);
  const delivery = send(row, n);
  serviceNotices.update(id, { delivery });
  listeners.forEach((fn) => fn(userId));
  return serviceNotices.get(id) ?? row;
}

/** Records the consent sheet's result: each accepted template allows one more message of it. */
export function grantConsent(userId: string, template: SubscribeTemplate): void {
  subscribeConsents.insert({ id: newId('SC'), userId, template, grantedAt: clock.now(), usedAt: null, noticeId: null });
}
