import { gateway } from '@/lib/http/client';
import type { RemoteBooking } from '@/features/matters/online-types';

/** The user's 远程办 bookings. */
export function getRemoteBookings(): Promise<RemoteBooking[]> {
  return gateway.get<RemoteBooking[]>('/online-processing/anon/remote/list', undefined, { silent: true });
}

export const remoteBookingsOptions = (enabled: boolean) => ({
  queryKey: ['matters', 'online', 'remoteBookings'] as const,
  queryFn: getRemoteBookings,
  enabled,
});
