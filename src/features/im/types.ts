import type { IMMessage, MsgType } from '@/contract/im';

export type { IMMessage, MsgType } from '@/contract/im';

/** Unread counts (docs/spec-rules.md section 3: chat, system message, total). */
export interface UnreadCounts {
  chat: number;
  system: number;
  total: number;
}

/** Content of a `file` message. */
export interface FileContent {
  name: string;
  url: string;
  size?: number;
}

/** Content of a `link` message. */
export interface LinkContent {
  title: string;
  url: string;
}

/** Content of a `call` message. */
export interface CallContent {
  callId: string;
  matterId: string;
  matterName: string;
  useVideo: boolean;
  /** The case the call is about (remote handling), when staff chose one. */
  caseId?: string;
}

/** One item of the checklist staff agreed with the citizen during a remote-handling call. */
export interface ChecklistItem {
  label: string;
  checked: boolean;
}

/**
 * Content of a `checklist` message: staff send `{callId, items, nextSteps}` at the end of a call;
 * the server files the call's transcript to its case and stores the content completed with it.
 */
export interface ChecklistContent {
  callId: string;
  items: ChecklistItem[];
  nextSteps: string;
  caseId?: string;
  caseNo?: string;
  matterName?: string;
  startedAt?: number;
  endedAt?: number;
  durationSec?: number;
  lineCount?: number;
}

/** What the app sends in a `send` frame. */
export interface OutgoingMessage {
  tmpId: string;
  toId: string;
  topic: string;
  type: MsgType;
  content: string;
}

/** Frames the app sends. */
export type ClientFrame =
  | { type: 'auth'; token: string; secret: string }
  | { type: 'ping' }
  | { type: 'send'; data: OutgoingMessage }
  | {
      type: 'signal';
      callId: string;
      toId: string;
      sdp?: RTCSessionDescriptionInit;
      candidate?: RTCIceCandidateInit | null;
      /** The sender's video went off on a weak network (`audio`) or came back (`video`). */
      media?: CallMedia;
    };

/** Frames the server sends. */
export type ServerFrame =
  | { type: 'authOk'; userId: string }
  | { type: 'authFail'; code: number }
  | { type: 'pong' }
  | { type: 'ack'; tmpId: string; msgIdx: number; createTime: number; content?: string }
  | { type: 'nack'; tmpId: string; message: string }
  | { type: 'msg'; data: IMMessage }
  | { type: 'unread'; data: UnreadCounts }
  | {
      type: 'signal';
      callId: string;
      fromId: string;
      sdp?: RTCSessionDescriptionInit;
      candidate?: RTCIceCandidateInit | null;
      media?: CallMedia;
    };

/** What a side of a call sends: both ways, or voice only after a weak network dropped its video. */
export type CallMedia = 'audio' | 'video';

/** A conversation of the list (`GET /im/msg/auth/session`). */
export interface Conversation {
  peerId: string;
  peerName: string;
  /** The peer's post (staff) or 群众 (citizen). */
  peerTitle: string;
  peerRole: 'staff' | 'citizen';
  hallName: string;
  lastMsg: IMMessage | null;
  unread: number;
}

/** A staff member a citizen can start a conversation with. */
export interface StaffContact {
  peerId: string;
  name: string;
  title: string;
  departmentName: string;
  onDuty: boolean;
}
