import type { NoticePreferences, NoticePreferencesAnswer } from '@/contract/notice-preferences';
import { gateway } from '@/lib/http/client';

/** Turns some notices on or off; answers all the preferences as now kept. */
export function saveNoticePreferences(change: Partial<NoticePreferences>): Promise<NoticePreferencesAnswer> {
  return gateway.post<NoticePreferencesAnswer>('/service-xzyd/notice/preferences', change);
}
