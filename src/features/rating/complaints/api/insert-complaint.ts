import { gateway } from '@/lib/http/client';
import type { RatingPayload } from '@/features/rating/types';

/** Sends a rating, feedback or complaint (docs/spec-rules.md section 3 payload). Failures are toasted by the client. */
export function insertComplaint(payload: RatingPayload): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/complaint/insert', payload);
}
