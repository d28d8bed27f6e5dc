import { gateway } from '@/lib/http/client';
import type { RemoteSlots } from '@/features/matters/online-types';

/** 远程办 callback slots of a matter (next three working days). */
export function getRemoteSlots(matterId: string): Promise<RemoteSlots> {
  return gateway.get<RemoteSlots>('/online-processing/anon/remote/slots', { matterId }, { silent: true });
}

export const remoteSlotsOptions = (matterId: string) => ({
  queryKey: ['matters', 'online', 'remoteSlots', matterId] as const,
  queryFn: () => getRemoteSlots(matterId),
  enabled: Boolean(matterId),
});
