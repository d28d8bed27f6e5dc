import { gateway } from '@/lib/http/client';
import type { ComplaintRecord } from '@/features/rating/types';

export const complaintKey = (id: string) => ['rating', 'complaint', id] as const;

/** One rating or complaint with its replies. */
export function getComplaint(id: string): Promise<ComplaintRecord> {
  return gateway.get<ComplaintRecord>('/complaint/detail', { id }, { silent: true });
}
