/** Message types of the socket protocol (docs/contract.md section 7). */
export type MsgType = 'text' | 'file' | 'link' | 'call' | 'grabOrders' | 'hang' | 'checklist';

/** One stored message (docs/spec-rules.md section 3). `createTime` is epoch milliseconds. */
export interface IMMessage {
  msgIdx: number;
  tmpId?: string;
  fromId: string;
  toId: string;
  topic: string;
  type: MsgType;
  content: string;
  createTime: number;
  /** Read by its receiver. */
  read?: boolean;
  /**
   * Sent automatically in a staff member's name (the gateway's stand-in while no staff member is
   * online: an auto-reply, an automatic grab or call); the app labels it 自动回复.
   */
  auto?: boolean;
}

/** How an automatic text sent in a staff member's name begins (docs/messaging.md). */
export const AUTO_REPLY_PREFIX = '【自动回复】';

/** A question to a department (consult), with its reply, as the consult calls answer it. */
export interface Consult {
  id: string;
  departmentId: string;
  departmentName: string;
  matterId: string;
  matterName: string;
  title: string;
  content: string;
  images: string[];
  contact: string;
  status: 'pending' | 'replied';
  reply: string;
  replyBy: string;
  createdAt: number;
  repliedAt: number | null;
}

/** A system message of the message centre (a notice to one user). */
export interface SystemMessage {
  id: string;
  title: string;
  content: string;
  /** An in-app route it points to, if any. */
  route?: string;
  createTime: number;
  read: boolean;
}
