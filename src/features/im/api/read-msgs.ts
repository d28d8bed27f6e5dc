import { gateway } from '@/lib/http/client';
import type { UnreadCounts } from '../types';

export type ReadMsgsParams = { peerId: string; upToIdx: number } | { systemId: string };

/** Read marks: a conversation's messages up to a msgIdx, or one system message (`PUT /im/msg/auth/readMsgs`). */
export function readMsgs(params: ReadMsgsParams): Promise<UnreadCounts> {
  return gateway.put('/im/msg/auth/readMsgs', params, { silent: true });
}

/** Marks everything read: chat, system or all (`PUT /im/msg/auth/readAllMsgs`). */
export function readAllMsgs(scope: 'chat' | 'system' | 'all'): Promise<UnreadCounts> {
  return gateway.put('/im/msg/auth/readAllMsgs', { scope });
}
