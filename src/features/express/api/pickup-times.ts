import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { PickupSlot } from '../types';

export const pickupTimesKey = ['express', 'pickupTimes'] as const;

export function getPickupTimes(): Promise<PickupSlot[]> {
  return gateway.get('/sms/emsApi/pickupTimes', {}, { silent: true });
}

export const pickupTimesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: pickupTimesKey, queryFn: getPickupTimes, enabled, staleTime: 60_000 });
