import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { ComplaintItem } from '@/features/rating/types';

export const complaintKey = (id: string) => ['rating', 'complaint', id] as const;

/** One rating or complaint with its replies. */
export function getComplaint(id: string): Promise<ComplaintItem> {
  return gateway.get<ComplaintItem>('/complaint/detail', { id }, { silent: true });
}

/** Asked again whenever shown. */
export const complaintQuery = (id: string) => queryOptions({ queryKey: complaintKey(id), queryFn: () => getComplaint(id), staleTime: 0 });
