import { gateway } from '@/lib/http/client';
import type { RobotQuestion } from '../types';

/** Questions that fit what is being typed. */
export function getCompletion(areaCode: string, word: string, signal?: AbortSignal): Promise<RobotQuestion[]> {
  return gateway.get<RobotQuestion[]>('/microservice-robot/robot/completion', { areaCode, word, size: 6 }, { silent: true, signal });
}
