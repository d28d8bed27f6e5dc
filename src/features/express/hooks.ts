import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addressesKey, listAddresses } from './api/addresses';
import { districtsKey, getDistricts } from './api/districts';
import { estimateFee, estimateKey, type EstimateParams } from './api/estimate';
import { getHalls, hallsKey } from './api/halls';
import { getOrderInfo, orderKey } from './api/order-info';
import { getPickupTimes, pickupTimesKey } from './api/pickup-times';
import { useEffect, useState } from 'react';

export const useAddresses = () => useQuery({ queryKey: addressesKey, queryFn: listAddresses });
export const useDistricts = () => useQuery({ queryKey: districtsKey, queryFn: getDistricts, staleTime: Infinity });
export const useHalls = (areaCode: string) => useQuery({ queryKey: hallsKey(areaCode), queryFn: () => getHalls(areaCode), staleTime: 300_000 });
export const usePickupTimes = (enabled: boolean) => useQuery({ queryKey: pickupTimesKey, queryFn: getPickupTimes, enabled, staleTime: 60_000 });
export const useEstimate = (p: EstimateParams | null) => useQuery({ queryKey: p ? estimateKey(p) : ['express', 'estimate', 'none'], queryFn: () => estimateFee(p!), enabled: Boolean(p) });

export function useRefreshAddresses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: addressesKey });
}

/** True while the page is on screen (tab visible, page mounted). */
function useShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      setShown(false);
    };
  }, []);
  return shown;
}

/** The order, refreshed every 10 s while shown and not yet delivered: tracking events arrive as they happen. */
export function useOrder(id: string) {
  const shown = useShown();
  return useQuery({ queryKey: orderKey(id), queryFn: () => getOrderInfo(id), enabled: Boolean(id), refetchInterval: (q) => (shown && q.state.data?.state !== 'delivered' && q.state.data?.state !== 'cancelled' ? 10_000 : false) });
}
