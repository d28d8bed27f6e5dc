import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { matterFeedbackQuery, myMatterFeedbackQuery, repliesToMeQuery } from '../api/matter-feedback';

export function useMatterFeedback(id: string) {
  return useQuery({ ...matterFeedbackQuery(id), enabled: Boolean(id) });
}

export function useMyMatterFeedback() {
  return useInfiniteQuery(myMatterFeedbackQuery());
}

export function useRepliesToMe() {
  return useQuery(repliesToMeQuery());
}
