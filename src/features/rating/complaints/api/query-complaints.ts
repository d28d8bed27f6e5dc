import { gateway } from '@/lib/http/client';
import type { ComplaintRecord, PageResult } from '@/features/rating/types';

export const complaintsKey = ['rating', 'complaints'] as const;
export const PAGE_SIZE = 10;

/** The user's ratings and complaints, newest first. */
export function queryComplaints(pageNum: number, pageSize = PAGE_SIZE): Promise<PageResult<ComplaintRecord>> {
  return gateway.get<PageResult<ComplaintRecord>>('/complaint/queryPage', { pageNum, pageSize }, { silent: true });
}
