import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { UnreadCounts } from '../types';

/** The user's unread counts: chat, system, total (`GET /im/msg/auth/allNoReadsCount`). */
export function getAllUnread(): Promise<UnreadCounts> {
  return gateway.get('/im/msg/auth/allNoReadsCount', undefined, { silent: true });
}

/** Unread messages of one conversation (`GET /im/msg/auth/noReadsCount`). */
export function getUnreadOf(peerId: string): Promise<{ peerId: string; count: number }> {
  return gateway.get('/im/msg/auth/noReadsCount', { peerId }, { silent: true });
}

export const allUnreadQuery = () => queryOptions({ queryKey: ['im', 'unread'] as const, queryFn: getAllUnread });
