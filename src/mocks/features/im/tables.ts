import type { Consult, IMMessage, MsgType, SystemMessage } from '@/contract/im';
import { defineTable, type Row } from '@/mocks/db/store';
import { seedMessages, seedSystemMessages } from './seed';

export type { MsgType };

/** One stored chat message (docs/spec-rules.md section 3); id = String(msgIdx). */
export interface MessageRow extends Row, IMMessage {
  read: boolean;
}

/** A system message of one user (notices of the message centre). */
export interface SystemMessageRow extends Row, SystemMessage {
  userId: string;
}

/** A staff reply the emulator's clock will send unless the staff member answers first. */
export interface PendingReplyRow extends Row {
  citizenId: string;
  staffId: string;
  afterIdx: number;
  question: string;
  dueAt: number;
}

/** The last time a user's socket was seen, in wall time (presence.ts: a staff member online answers in person). */
export interface PresenceRow extends Row {
  lastSeen: number;
}

/** A WebRTC signalling frame waiting for its receiver's socket (possibly in another tab). */
export interface SignalRow extends Row {
  fromId: string;
  toId: string;
  callId: string;
  sdp?: unknown;
  candidate?: unknown;
  /** A side's video dropped on a weak network (`audio`) or back (`video`). */
  media?: 'audio' | 'video';
  at: number;
}

/** A visitor's message left without login (`POST /im/msg/anon/saveMsg`). */
export interface GuestMessageRow extends Row {
  name: string;
  mobile: string;
  hallId: string;
  content: string;
  createTime: number;
}

/** A question to a department (consult), with its reply. */
export interface ConsultRow extends Row, Consult {
  userId: string;
  hallId: string;
  /** When the department's reply is due on the emulator's clock. */
  replyDueAt: number;
  /** When the staff of the hall who were online were told of it (they answer in the chat; absent: not yet). */
  handedAt?: number;
}

export const messages = defineTable<MessageRow>('imMessages', seedMessages);
export const systemMessages = defineTable<SystemMessageRow>('imSystemMessages', seedSystemMessages);
export const pendingReplies = defineTable<PendingReplyRow>('imPendingReplies');
export const presence = defineTable<PresenceRow>('imPresence', () => [], { volatile: true });
export const signals = defineTable<SignalRow>('imSignals', () => [], { volatile: true });
export const guestMessages = defineTable<GuestMessageRow>('imGuestMessages');
export const consults = defineTable<ConsultRow>('imConsults');
