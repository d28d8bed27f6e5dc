/**
 * What other emulator features use of 服务通知 (docs/notices.md): `notify` where a state changes,
 * `schedule`/`unschedule` for reminders on the clock, and, for 消息中心 (the im emulator), the
 * rows of a user and marking them read.
 */
export { channelOf, grantConsent, notify, onNoticeStored, type NoticeText } from './notify';
export { schedule, unschedule } from './schedule';
export { serviceNotices, type ServiceNoticeRow } from './tables';
