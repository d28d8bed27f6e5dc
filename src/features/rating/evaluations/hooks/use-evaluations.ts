import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { evaluationKeys, getEvaluation, getPendingEvaluations, queryMyEvaluations } from '../api/evaluations';

export function usePendingEvaluations() {
  return useQuery({ queryKey: evaluationKeys.pending, queryFn: getPendingEvaluations, staleTime: 0 });
}

export function useMyEvaluations() {
  return useInfiniteQuery({
    queryKey: evaluationKeys.mine,
    queryFn: ({ pageParam }) => queryMyEvaluations(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    staleTime: 0,
  });
}

export function useEvaluation(id: string) {
  return useQuery({ queryKey: evaluationKeys.one(id), queryFn: () => getEvaluation(id), enabled: Boolean(id), staleTime: 0 });
}
