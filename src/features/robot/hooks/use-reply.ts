import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { replyQuery } from '../api/get-answer';
import { newRobotId } from './use-conversation';

/** One answer for a page: by a question's id (a shared link) or by a question's text. */
export function useReply(areaCode: string, by: 'itemId' | 'question', value: string) {
  const [sessionId] = useState(() => newRobotId('p'));
  return useQuery(replyQuery(sessionId, areaCode, by, value));
}
