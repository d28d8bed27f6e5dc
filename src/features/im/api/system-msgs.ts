import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SystemMessage } from '@/contract/im';
import { gateway } from '@/lib/http/client';
import { nextPageNum } from '@/lib/query/next-page';

export type { SystemMessage };

export interface SystemMessagePage {
  records: SystemMessage[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The user's system messages, newest first (`GET /im/msg/auth/systemMsgs`). */
export function getSystemMsgs(pageNum: number, pageSize = 20): Promise<SystemMessagePage> {
  return gateway.get('/im/msg/auth/systemMsgs', { pageNum, pageSize });
}

/** The system messages, page by page. */
export const systemMsgsQuery = (pageSize = 20) =>
  infiniteQueryOptions({
    queryKey: ['im', 'system'] as const,
    queryFn: ({ pageParam }: { pageParam: number }) => getSystemMsgs(pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
  });
