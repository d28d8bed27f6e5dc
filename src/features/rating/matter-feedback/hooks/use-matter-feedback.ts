import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getMatterFeedback, getRepliesToMe, matterFeedbackKeys, queryMyMatterFeedback } from '../api/matter-feedback';

export function useMatterFeedback(id: string) {
  return useQuery({ queryKey: matterFeedbackKeys.one(id), queryFn: () => getMatterFeedback(id), enabled: Boolean(id), staleTime: 0 });
}

export function useMyMatterFeedback() {
  return useInfiniteQuery({
    queryKey: matterFeedbackKeys.mine,
    queryFn: ({ pageParam }) => queryMyMatterFeedback(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    staleTime: 0,
  });
}

export function useRepliesToMe() {
  return useQuery({ queryKey: matterFeedbackKeys.replies, queryFn: getRepliesToMe, staleTime: 0 });
}
