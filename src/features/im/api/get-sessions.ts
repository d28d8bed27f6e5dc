import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Conversation } from '../types';

/** The user's conversations, newest first (`GET /im/msg/auth/session`). */
export function getSessions(): Promise<Conversation[]> {
  return gateway.get('/im/msg/auth/session');
}

export const sessionsQuery = () => queryOptions({ queryKey: ['im', 'sessions'] as const, queryFn: getSessions });
