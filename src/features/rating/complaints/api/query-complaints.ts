import { gateway } from '@/lib/http/client';
import type { ComplaintItem, PageResult } from '@/features/rating/types';

export const complaintsKey = ['rating', 'complaints'] as const;
export const PAGE_SIZE = 10;

/** The user's ratings and complaints, newest first. */
export function queryComplaints(pageNum: number, pageSize = PAGE_SIZE): Promise<PageResult<ComplaintItem>> {
  return gateway.get<PageResult<ComplaintItem>>('/complaint/queryPage', { pageNum, pageSize }, { silent: true });
}
