import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAnswer } from '../api/get-answer';
import { newRobotId } from './use-conversation';

/** One answer for a page: by a question's id (a shared link) or by a question's text. */
export function useReply(areaCode: string, by: 'itemId' | 'question', value: string) {
  const [sessionId] = useState(() => newRobotId('p'));
  return useQuery({
    queryKey: ['robot', 'reply', areaCode, by, value],
    queryFn: () => getAnswer({ sessionId, areaCode, [by]: value }),
    enabled: value.trim().length > 0,
    // Each load records a question asked: do not ask again behind the user's back.
    staleTime: Infinity,
    retry: false,
  });
}
