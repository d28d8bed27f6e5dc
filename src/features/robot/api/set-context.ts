import { gateway } from '@/lib/http/client';

export interface SetContextResult {
  sessionId: string;
  context: { matterId: string; matterName: string } | null;
}

/** Tells the robot which matter the conversation is about (follow-up questions use it). */
export function setContext(params: { sessionId: string; areaCode: string; matterId: string | null }): Promise<SetContextResult> {
  return gateway.post<SetContextResult>('/microservice-robot/robot/setContext', params, { silent: true });
}
