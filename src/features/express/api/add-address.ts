import { gateway } from '@/lib/http/client';
import type { EmsAddress, EmsAddressInput } from '../types';

export function addAddress(input: EmsAddressInput): Promise<EmsAddress> {
  return gateway.post('/assistagentExpress', input, { silent: true });
}
