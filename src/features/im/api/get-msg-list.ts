import { gateway } from '@/lib/http/client';
import type { IMMessage } from '../types';

export interface GetMsgListParams {
  peerId: string;
  /** Messages before this msgIdx (older pages), newest page when left out. */
  beforeIdx?: number;
  /** Messages after this msgIdx (resync), oldest first. */
  afterIdx?: number;
  size?: number;
}

export interface GetMsgListResult {
  records: IMMessage[];
  /** More messages before the first one returned. */
  hasMore: boolean;
}

/** One conversation's messages, ascending by msgIdx (`GET /im/msg/auth/msglist`). */
export function getMsgList(params: GetMsgListParams, opts: { silent?: boolean } = {}): Promise<GetMsgListResult> {
  return gateway.get('/im/msg/auth/msglist', params, { silent: opts.silent });
}
