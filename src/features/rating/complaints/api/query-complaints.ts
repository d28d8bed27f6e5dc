import { infiniteQueryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { ComplaintItem, PageResult } from '@/features/rating/types';
import { nextPageNum } from '@/lib/query/next-page';

export const complaintsKey = ['rating', 'complaints'] as const;
export const PAGE_SIZE = 10;

/** The user's ratings and complaints, newest first. */
export function queryComplaints(pageNum: number, pageSize = PAGE_SIZE): Promise<PageResult<ComplaintItem>> {
  return gateway.get<PageResult<ComplaintItem>>('/complaint/queryPage', { pageNum, pageSize }, { silent: true });
}

/** The user's ratings and complaints page by page, asked again whenever shown. */
export const complaintsQuery = () =>
  infiniteQueryOptions({
    queryKey: complaintsKey,
    queryFn: ({ pageParam }) => queryComplaints(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
    staleTime: 0,
  });
