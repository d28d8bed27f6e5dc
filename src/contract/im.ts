/** Message types of the socket protocol (contract.md section 7). */
export type MsgType = 'text' | 'file' | 'link' | 'call' | 'grabOrders' | 'hang' | 'checklist';

/** One stored message (spec section 3). `createTime` is epoch milliseconds. */
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
}

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
