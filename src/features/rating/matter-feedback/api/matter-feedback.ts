import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { nextPageNum } from '@/lib/query/next-page';
import type { MatterFeedbackParams, MatterFeedbackRecord, MatterInfo, PageResult, ReplyToMe } from '@/features/rating/types';

export const matterFeedbackKeys = {
  matter: (id: string) => ['rating', 'matter', id] as const,
  mine: ['rating', 'matterFeedback', 'mine'] as const,
  one: (id: string) => ['rating', 'matterFeedback', id] as const,
  replies: ['rating', 'repliesToMe'] as const,
};

/** The matter whose guide the feedback is about. */
export function getFeedbackMatter(matterId: string): Promise<MatterInfo> {
  return gateway.get<MatterInfo>('/matter/feedback/anon/matter', { matterId }, { silent: true });
}

/** Sends a correction of a matter's guide. Failures are toasted by the client. */
export function insertMatterFeedback(params: MatterFeedbackParams): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/matter/feedback/insert', params);
}

export function queryMyMatterFeedback(pageNum: number, pageSize = 10): Promise<PageResult<MatterFeedbackRecord>> {
  return gateway.get<PageResult<MatterFeedbackRecord>>('/matter/feedback/myList', { pageNum, pageSize }, { silent: true });
}

/** One matter feedback by its id (an open page: the link can be shared). */
export function getMatterFeedback(id: string): Promise<MatterFeedbackRecord> {
  return gateway.get<MatterFeedbackRecord>('/matter/feedback/anon/detail', { id }, { silent: true });
}

/** Staff replies to the user across complaints, ratings and matter feedback. */
export function getRepliesToMe(): Promise<ReplyToMe[]> {
  return gateway.get<ReplyToMe[]>('/feedback/auth/repliesToMe', undefined, { silent: true });
}

export const feedbackMatterQuery = (matterId: string) =>
  queryOptions({ queryKey: matterFeedbackKeys.matter(matterId), queryFn: () => getFeedbackMatter(matterId) });

export const matterFeedbackQuery = (id: string) =>
  queryOptions({ queryKey: matterFeedbackKeys.one(id), queryFn: () => getMatterFeedback(id), staleTime: 0 });

/** The user's matter feedback page by page, asked again whenever shown. */
export const myMatterFeedbackQuery = () =>
  infiniteQueryOptions({
    queryKey: matterFeedbackKeys.mine,
    queryFn: ({ pageParam }) => queryMyMatterFeedback(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
    staleTime: 0,
  });

export const repliesToMeQuery = () => queryOptions({ queryKey: matterFeedbackKeys.replies, queryFn: getRepliesToMe, staleTime: 0 });
