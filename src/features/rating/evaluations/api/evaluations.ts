import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { nextPageNum } from '@/lib/query/next-page';
import type { EvaluationItem, EvaluationParams, PageResult } from '@/features/rating/types';

export const evaluationKeys = {
  all: ['rating', 'evaluations'] as const,
  pending: ['rating', 'evaluations', 'pending'] as const,
  mine: ['rating', 'evaluations', 'mine'] as const,
  one: (id: string) => ['rating', 'evaluations', 'one', id] as const,
};

/** Handled cases and window services waiting for the user's rating. */
export function getPendingEvaluations(): Promise<EvaluationItem[]> {
  return gateway.get<EvaluationItem[]>('/evaluate/auth/pendingList', undefined, { silent: true });
}

/** The user's ratings, newest first. */
export function queryMyEvaluations(pageNum: number, pageSize = 10): Promise<PageResult<EvaluationItem>> {
  return gateway.get<PageResult<EvaluationItem>>('/evaluate/auth/myList', { pageNum, pageSize }, { silent: true });
}

export function getEvaluation(id: string): Promise<EvaluationItem> {
  return gateway.get<EvaluationItem>('/evaluate/auth/detail', { id }, { silent: true });
}

/** Sends a 好差评 rating (online-processing evaluateType insertEvaluate). Failures are toasted by the client. */
export function insertEvaluate(params: EvaluationParams): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/online-processing/anon/evaluateType/insertEvaluate', params);
}

export const pendingEvaluationsQuery = () =>
  queryOptions({ queryKey: evaluationKeys.pending, queryFn: getPendingEvaluations, staleTime: 0 });

/** The user's ratings page by page, asked again whenever shown. */
export const myEvaluationsQuery = () =>
  infiniteQueryOptions({
    queryKey: evaluationKeys.mine,
    queryFn: ({ pageParam }) => queryMyEvaluations(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
    staleTime: 0,
  });

export const evaluationQuery = (id: string) =>
  queryOptions({ queryKey: evaluationKeys.one(id), queryFn: () => getEvaluation(id), staleTime: 0 });
