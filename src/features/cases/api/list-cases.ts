import { gateway } from '@/lib/http/client';
import type { CaseFilter, CasePage } from '../types';

/** 我的办件: the user's cases with a status filter and a case-number or matter search. */
export function listCases(params: { status: CaseFilter; keyword: string; pageNum: number; pageSize?: number }): Promise<CasePage> {
  return gateway.get<CasePage>(
    '/service-xzyd/case/list',
    { pageSize: 10, ...params, keyword: params.keyword || undefined },
    { silent: true },
  );
}

export const casesKey = ['cases'] as const;
