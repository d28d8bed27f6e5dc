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
