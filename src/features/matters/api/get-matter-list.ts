import { infiniteQueryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { MatterListItem, Page } from '../types';
import { nextPageNum } from '@/lib/query/next-page';

export interface MatterListParams {
  areaCode: string;
  /** `inside` also lists the matters of the area's districts. */
  scope?: 'own' | 'inside';
  theme?: string;
  department?: string;
  audience?: string;
  level?: string;
  hallId?: string;
  keyword?: string;
  pageNum?: number;
  pageSize?: number;
}

/** Matters of an area by theme, department, audience and level, hottest first, paged. */
export function getMatterList(params: MatterListParams): Promise<Page<MatterListItem>> {
  return gateway.get<Page<MatterListItem>>('/service-xzyd/matter/anon/list', params);
}

export const matterListKey = (params: Omit<MatterListParams, 'pageNum'>) => ['matters', 'list', params] as const;

const PAGE_SIZE = 10;

/** Matters of an area with its filters, 10 a page. */
export const matterListQuery = (params: Omit<MatterListParams, 'pageNum'>) =>
  infiniteQueryOptions({
    queryKey: matterListKey(params),
    queryFn: ({ pageParam }) => getMatterList({ ...params, pageNum: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
  });
