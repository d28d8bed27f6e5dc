import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PageResult } from '@/contract/page';
import { gateway } from '@/lib/http/client';
import type { EmsOrder } from '../types';
import { nextPageNum } from '@/lib/query/next-page';

export const myOrdersKey = ['express', 'myOrders'] as const;

/** One page of the user's orders, newest first (我的邮寄). */
export function getMyOrders(pageNum: number, pageSize = 10): Promise<PageResult<EmsOrder>> {
  return gateway.get('/sms/emsApi/myOrders', { pageNum, pageSize }, { silent: true });
}

/** The user's orders, 10 a page. */
export const myOrdersQuery = () =>
  infiniteQueryOptions({
    queryKey: myOrdersKey,
    queryFn: ({ pageParam }) => getMyOrders(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
    // A new order shows as soon as the list is opened again.
    staleTime: 0,
  });
