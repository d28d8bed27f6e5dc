/**
 * 服务通知 (docs/notices.md): what the gateway tells a citizen when something they started changes
 * state, and the messenger's one-time subscribe consents that let it reach them there.
 */

/** Every state change that makes a notice. */
export type ServiceNoticeKind =
  | 'case.accepted'
  | 'case.returned'
  | 'case.decided'
  | 'booking.confirmed'
  | 'booking.reminder'
  | 'booking.cancelled'
  | 'booking.missed'
  | 'ticket.soon'
  | 'ticket.called'
  | 'ticket.skipped'
  | 'complaint.replied'
  | 'complaint.closed'
  | 'ems.issued'
  | 'ems.signed'
  | 'agency.grabbed'
  | 'agency.closed'
  | 'consult.answered';

/**
 * The messenger's subscribe-message templates: a consent to one allows one message of it (the
 * one-time subscribe). Asked after applying (`case`), after booking (`booking`), after taking a
 * number (`queue`).
 */
export type SubscribeTemplate = 'case' | 'booking' | 'queue';

export const SUBSCRIBE_TEMPLATES: Record<SubscribeTemplate, { title: string; description: string }> = {
  case: { title: '办件进度通知', description: '办件受理、补正、办结时通知您' },
  booking: { title: '预约提醒', description: '预约成功、前一天和前一小时提醒您' },
  queue: { title: '排队叫号提醒', description: '快到您、叫到您的号时通知您' },
};

/** What the user chose on the consent sheet, per template. */
export type SubscribeChoice = 'accept' | 'reject';

/** `POST /service-xzyd/notice/subscribe` body: the sheet's result. */
export interface SubscribeResult {
  results: Partial<Record<SubscribeTemplate, SubscribeChoice>>;
}
