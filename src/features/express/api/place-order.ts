import { gateway } from '@/lib/http/client';
import type { EmsOrder, EmsOrderParams } from '../types';

/** Places the EMS order; refused when the fee changed since the user confirmed it. */
export function placeOrder(p: EmsOrderParams): Promise<EmsOrder> {
  return gateway.post('/sms/emsApi/order', p, { silent: true });
}
