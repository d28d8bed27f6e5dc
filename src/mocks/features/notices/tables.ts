import type { SystemMessage } from '@/contract/im';
import type { ServiceNoticeKind, SubscribeTemplate } from '@/contract/service-notices';
import { defineTable, type Row } from '@/mocks/db/store';

/** How a notice left the gateway besides 消息中心 (docs/notices.md). */
export type Delivery = 'sms' | 'subscribe' | 'no-consent' | 'muted' | 'none';

/** A 服务通知 of one user: a row of 消息中心 (read with the system messages). */
export interface ServiceNoticeRow extends Row, SystemMessage {
  userId: string;
  kind: ServiceNoticeKind;
  delivery: Delivery;
}

/** A text the emulator's SMS gateway sent for a notice (shown on the server's admin page). */
export interface SmsNoticeRow extends Row {
  userId: string;
  mobile: string;
  kind: ServiceNoticeKind;
  noticeId: string;
  text: string;
  link: string;
  sentAt: number;
}

/** One accepted one-time subscribe: it allows one message of its template, then is used. */
export interface SubscribeConsentRow extends Row {
  userId: string;
  template: SubscribeTemplate;
  grantedAt: number;
  usedAt: number | null;
  noticeId: string | null;
}

/** A subscribe message the messenger platform was asked to deliver. */
export interface SubscribeMessageRow extends Row {
  userId: string;
  openId: string;
  template: SubscribeTemplate;
  kind: ServiceNoticeKind;
  noticeId: string;
  title: string;
  body: string;
  page: string;
  sentAt: number;
}

/** A notice due later on the emulator's clock (a booking's reminders); dropped once `until` has passed. */
export interface ScheduledNoticeRow extends Row {
  userId: string;
  kind: ServiceNoticeKind;
  /** The occurrence, for the notice's id: a reminder is sent once. */
  ref: string;
  /** What the reminder is about (a booking id): cancelling it drops its reminders. */
  subject: string;
  title: string;
  body: string;
  link: string;
  dueAt: number;
  until: number;
}

export const serviceNotices = defineTable<ServiceNoticeRow>('serviceNotices');
export const smsOutbox = defineTable<SmsNoticeRow>('noticeSms');
export const subscribeConsents = defineTable<SubscribeConsentRow>('noticeConsents');
export const subscribeMessages = defineTable<SubscribeMessageRow>('noticeSubscribeMessages');
export const scheduledNotices = defineTable<ScheduledNoticeRow>('noticeSchedule');
