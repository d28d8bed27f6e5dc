import { gateway } from '@/lib/http/client';

export function deleteAddress(id: string): Promise<{ id: string }> {
  return gateway.delete('/assistagentExpress', { id }, { silent: true });
}
