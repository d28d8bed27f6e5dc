import type { SubscribeResult } from '@/contract/service-notices';
import { gateway } from '@/lib/http/client';

/** The messenger consent sheet's result (one-time subscribe): each accepted template allows one message (docs/notices.md). */
export function subscribeNotices(results: SubscribeResult['results']): Promise<{ accepted: string[] }> {
  return gateway.post<{ accepted: string[] }>('/service-xzyd/notice/subscribe', { results }, { silent: true });
}
