import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CaseNotice, NoticeKind } from '../types';

/** A notice of a case as a document: 材料接收凭证, 受理通知书, 补正 / 不予受理通知书. */
export function getNotice(id: string, kind: NoticeKind): Promise<CaseNotice> {
  return gateway.get<CaseNotice>('/service-xzyd/case/notice', { id, kind }, { silent: true });
}

export const noticeQuery = (id: string, kind: NoticeKind) =>
  queryOptions({
    queryKey: ['cases', 'notice', id, kind] as const,
    queryFn: () => getNotice(id, kind),
    enabled: Boolean(id),
  });
