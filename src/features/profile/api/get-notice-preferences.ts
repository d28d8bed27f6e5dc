import { queryOptions } from '@tanstack/react-query';
import type { NoticePreferencesAnswer } from '@/contract/notice-preferences';
import { gateway } from '@/lib/http/client';

export const noticePreferencesKey = ['profile', 'notice-preferences'] as const;

/** Which notices the logged-in user receives (kept on the server, per user). */
export function getNoticePreferences(): Promise<NoticePreferencesAnswer> {
  return gateway.get<NoticePreferencesAnswer>('/service-xzyd/notice/preferences', undefined, { silent: true });
}

export const noticePreferencesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: noticePreferencesKey, queryFn: getNoticePreferences, enabled });
