import { infiniteQueryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CaseFilter, CasePage } from '../types';
import { nextPageNum } from '@/lib/query/next-page';

/** 我的办件: the user's cases with a status filter and a case-number or matter search. */
export function listCases(params: { status: CaseFilter; keyword: string; pageNum: number; pageSize?: number }): Promise<CasePage> {
  return gateway.get<CasePage>(
    '/service-xzyd/case/list',
    { pageSize: 10, ...params, keyword: params.keyword || undefined },
    { silent: true },
  );
}

/** Every query of the feature starts with this (invalidated after a case changes). */
export const casesKey = ['cases'] as const;

export const caseListKey = (status: CaseFilter, keyword: string) => [...casesKey, 'list', status, keyword] as const;

/** 我的办件, page by page (fetched again whenever the list opens). */
export const caseListQuery = (status: CaseFilter, keyword: string) =>
  infiniteQueryOptions({
    queryKey: caseListKey(status, keyword),
    queryFn: ({ pageParam }) => listCases({ status, keyword, pageNum: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
    refetchOnMount: 'always',
  });
