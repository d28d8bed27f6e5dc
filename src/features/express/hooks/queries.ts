import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useShown } from '@/lib/hooks/use-shown';
import { addressesKey, addressesQuery } from '../api/addresses';
import { districtsQuery } from '../api/districts';
import { estimateQuery, type EstimateParams } from '../api/estimate';
import { hallsQuery } from '../api/halls';
import { orderQuery } from '../api/order-info';
import { pickupTimesQuery } from '../api/pickup-times';

export const useAddresses = () => useQuery(addressesQuery());
export const useDistricts = () => useQuery(districtsQuery());
export const useHalls = (areaCode: string) => useQuery(hallsQuery(areaCode));
export const usePickupTimes = (enabled: boolean) => useQuery(pickupTimesQuery(enabled));
export const useEstimate = (p: EstimateParams | null) => useQuery(estimateQuery(p));

export function useRefreshAddresses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: addressesKey });
}

/** The order, refreshed every 10 s while shown and not yet delivered: tracking events arrive as they happen. */
export function useOrder(id: string) {
  const shown = useShown();
  return useQuery({
    ...orderQuery(id),
    refetchInterval: (q) => (shown && q.state.data?.state !== 'delivered' && q.state.data?.state !== 'cancelled' ? 10_000 : false),
  });
}
