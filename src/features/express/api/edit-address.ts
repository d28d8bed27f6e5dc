import { gateway } from '@/lib/http/client';
import type { EmsAddress, EmsAddressInput } from '../types';

export function editAddress(input: EmsAddressInput & { id: string }): Promise<EmsAddress> {
  return gateway.put('/assistagentExpress', input, { silent: true });
}
