import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { EmsOrder } from '../types';

export const orderKey = (id: string) => ['express', 'order', id] as const;

/** The order, its waybill and the tracking events so far. */
export function getOrderInfo(id: string): Promise<EmsOrder> {
  return gateway.get('/sms/emsApi/orderInfo', { id }, { silent: true });
}

export const orderQuery = (id: string) => queryOptions({ queryKey: orderKey(id), queryFn: () => getOrderInfo(id), enabled: Boolean(id) });
