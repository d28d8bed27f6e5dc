import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { evaluationQuery, myEvaluationsQuery, pendingEvaluationsQuery } from '../api/evaluations';

export function usePendingEvaluations() {
  return useQuery(pendingEvaluationsQuery());
}

export function useMyEvaluations() {
  return useInfiniteQuery(myEvaluationsQuery());
}

export function useEvaluation(id: string) {
  return useQuery({ ...evaluationQuery(id), enabled: Boolean(id) });
}
