import { infiniteQueryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { GuideHall, ImplItem, Page } from '../types';
import { nextPageNum } from '@/lib/query/next-page';

export interface ImplListParams {
  areaCode: string;
  hallId?: string;
  department?: string;
  pageNum?: number;
  pageSize?: number;
}

/** 实施清单 of an area, a hall or a department, by catalogue code. */
export function getImplList(params: ImplListParams): Promise<Page<ImplItem> & { hall: GuideHall | null }> {
  return gateway.get('/service-xzyd/matter/anon/implList', params);
}

/** Paged (加载更多) query options of an implementation list. */
export const implListQuery = (params: Omit<ImplListParams, 'pageNum' | 'pageSize'>) =>
  infiniteQueryOptions({
    queryKey: ['matters', 'impl', params] as const,
    queryFn: ({ pageParam }: { pageParam: number }) => getImplList({ ...params, pageNum: pageParam, pageSize: 20 }),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
  });
