import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { RemoteSlots } from '@/features/matters/online-types';

/** 远程办 callback slots of a matter (next three working days). */
export function getRemoteSlots(matterId: string): Promise<RemoteSlots> {
  return gateway.get<RemoteSlots>('/online-processing/anon/remote/slots', { matterId }, { silent: true });
}

/** The key of a matter's slots (places left change with every booking). */
export const remoteSlotsKey = (matterId: string) => ['matters', 'online', 'remoteSlots', matterId] as const;

export const remoteSlotsQuery = (matterId: string) =>
  queryOptions({
    queryKey: remoteSlotsKey(matterId),
    queryFn: () => getRemoteSlots(matterId),
    enabled: Boolean(matterId),
  });
