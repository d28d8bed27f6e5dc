import { gateway } from '@/lib/http/client';
import type { RobotAnswer } from '../types';

/** Replaces what the robot understood by the suggestion the user chose; same answer id. */
export function updateAnswer(params: { answerId: string; itemId: string }): Promise<RobotAnswer> {
  return gateway.post<RobotAnswer>('/microservice-robot/robot/updateAnswer', params, { silent: true });
}
