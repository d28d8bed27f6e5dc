import { gateway } from '@/lib/http/client';
import type { RobotWordPos } from '../types';

/** The words of a typed question the robot recognises. */
export function getWordPos(word: string, signal?: AbortSignal): Promise<RobotWordPos[]> {
  return gateway.get<RobotWordPos[]>('/microservice-robot/robot/getWordPos', { word }, { silent: true, signal });
}
