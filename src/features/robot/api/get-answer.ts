import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { RobotAnswer } from '../types';

export interface GetAnswerParams {
  sessionId: string;
  areaCode: string;
  question?: string;
  itemId?: string;
}

/** The robot's answer to a typed question or to a question chosen from a list. */
export function getAnswer(params: GetAnswerParams): Promise<RobotAnswer> {
  return gateway.post<RobotAnswer>('/microservice-robot/robot/getAnswer', params, { silent: true });
}

/**
 * One answer for a page, by a question's id (a shared link) or by its text. Each load records a
 * question asked: it is never asked again behind the user's back.
 */
export const replyQuery = (sessionId: string, areaCode: string, by: 'itemId' | 'question', value: string) =>
  queryOptions({
    queryKey: ['robot', 'reply', areaCode, by, value] as const,
    queryFn: () => getAnswer({ sessionId, areaCode, [by]: value }),
    enabled: value.trim().length > 0,
    staleTime: Infinity,
    retry: false,
  });
