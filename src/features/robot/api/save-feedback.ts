import { gateway } from '@/lib/http/client';
import type { FeedbackReason } from '../types';

export interface SaveFeedbackParams {
  answerId: string;
  helpful: boolean;
  reason?: FeedbackReason;
  comment?: string;
}

/** Helpful or not helpful (with a reason) on one answer; the latest verdict wins. */
export function saveFeedback(params: SaveFeedbackParams): Promise<{ id: string; answerId: string; helpful: boolean; reason: string }> {
  return gateway.put('/microservice-robot/robot/saveFeedback', params, { silent: true });
}
