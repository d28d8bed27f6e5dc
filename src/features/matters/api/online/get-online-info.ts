import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { OnlineInfo } from '@/features/matters/online-types';

/** 网上办理 entry of a matter (implOnline info): who may apply, what is needed, its form. */
export function getOnlineInfo(matterId: string): Promise<OnlineInfo> {
  return gateway.get<OnlineInfo>('/online-processing/anon/implOnline/info', { matterId }, { silent: true });
}

export const onlineInfoQuery = (matterId: string) =>
  queryOptions({
    queryKey: ['matters', 'online', 'info', matterId] as const,
    queryFn: () => getOnlineInfo(matterId),
    enabled: Boolean(matterId),
  });
