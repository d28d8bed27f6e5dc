import { gateway } from '../../../lib/http/client';
import type { GuideHall, ImplItem, Page } from '../types';

export interface ImplListParams {
  areaCode: string;
  hallId?: string;
  department?: string;
  pageNum?: number;
  pageSize?: number;
}

/** 实施清单 of an area, a hall or a department, by catalogue code. */
export function getImplList(params: ImplListParams): Promise<Page<ImplItem> & { hall: GuideHall | null }> {
  return gateway.get('/service-xzyd/matter/anon/implList', params);
}
