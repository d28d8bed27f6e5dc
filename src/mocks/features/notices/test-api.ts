import { serviceNotices, smsOutbox, subscribeConsents, subscribeMessages } from './tables';

/** What tests and the demo host read of 服务通知 (docs/notices.md). */
export const noticesTestApi = {
  /** A user's notices, newest first. */
  of(userId: string) {
    return serviceNotices.filter((n) => n.userId === userId).sort((a, b) => b.createTime - a.createTime);
  },
  /** The SMS the notices sent, newest first (the login codes are apart: auth's smsCodes). */
  sms(mobile?: string) {
    return smsOutbox.filter((s) => !mobile || s.mobile === mobile).sort((a, b) => b.sentAt - a.sentAt);
  },
  /** The subscribe messages sent inside the messenger, newest first. */
  subscribeMessages(userId?: string) {
    return subscribeMessages.filter((s) => !userId || s.userId === userId).sort((a, b) => b.sentAt - a.sentAt);
  },
  /** One-time consents of a user not used yet, by template. */
  openConsents(userId: string) {
    return subscribeConsents.filter((c) => c.userId === userId && c.usedAt === null).map((c) => c.template);
  },
};
