import { gateway } from '@/lib/http/client';
import { DOORPLATE_ADDRESS_BASE } from './get-my-doorplates';

/** Stops following a doorplate (doorplate addresses: delete). */
export function deleteDoorplate(id: string): Promise<{ id: string }> {
  return gateway.delete<{ id: string }>(`${DOORPLATE_ADDRESS_BASE}/delete`, { id });
}
