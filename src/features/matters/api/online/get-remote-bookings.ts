import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { RemoteBooking } from '@/features/matters/online-types';

/** The user's 远程办 bookings. */
export function getRemoteBookings(): Promise<RemoteBooking[]> {
  return gateway.get<RemoteBooking[]>('/online-processing/anon/remote/list', undefined, { silent: true });
}

/** The key of the user's bookings: invalidate it after booking or cancelling. */
export const remoteBookingsKey = () => ['matters', 'online', 'remoteBookings'] as const;

export const remoteBookingsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: remoteBookingsKey(),
    queryFn: getRemoteBookings,
    enabled,
  });
