import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Notice } from '../types';

export function getNotices(areaCode: string, size = 5): Promise<Notice[]> {
  return gateway.get<Notice[]>('/service-xzyd/notice/anon/list', { areaCode, size });
}

/** Query options of the area's latest notices. */
export const noticesQuery = (areaCode: string) =>
  queryOptions({ queryKey: ['app-shell', 'notices', areaCode], queryFn: () => getNotices(areaCode) });
