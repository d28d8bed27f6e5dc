import { gateway } from '../../../lib/http/client';
import type { Notice } from '../types';

export function getNotices(areaCode: string, size = 5): Promise<Notice[]> {
  return gateway.get<Notice[]>('/service-xzyd/notice/anon/list', { areaCode, size });
}
