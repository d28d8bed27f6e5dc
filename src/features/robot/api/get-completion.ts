import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { getWordPos } from './get-word-pos';
import type { RobotQuestion } from '../types';

/** Questions that fit what is being typed. */
export function getCompletion(areaCode: string, word: string, signal?: AbortSignal): Promise<RobotQuestion[]> {
  return gateway.get<RobotQuestion[]>('/microservice-robot/robot/completion', { areaCode, word, size: 6 }, { silent: true, signal });
}

/** Suggestions for a settled text: the fitting questions and the text's words, keyed by the text. */
export const suggestionsQuery = (areaCode: string, word: string) =>
  queryOptions({
    queryKey: ['robot', 'suggestions', areaCode, word] as const,
    queryFn: async ({ signal }) => {
      const [list, words] = await Promise.all([getCompletion(areaCode, word, signal), getWordPos(word, signal)]);
      return { word, list, words };
    },
    enabled: word.length > 0,
    staleTime: 60_000,
    retry: false,
  });
