import { queryOptions } from '@tanstack/react-query';
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

/** The newest page of a conversation, asked afresh each time the chat opens (the socket keeps it live after). */
export const threadQuery = (peerId: string, size: number) =>
  queryOptions({
    queryKey: ['im', 'thread', peerId] as const,
    queryFn: () => getMsgList({ peerId, size }),
    staleTime: 0,
    gcTime: 0,
  });
