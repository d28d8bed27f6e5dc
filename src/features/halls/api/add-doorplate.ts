import { gateway } from '@/lib/http/client';
import type { DoorplateFollow } from '../types';
import { DOORPLATE_ADDRESS_BASE } from './get-my-doorplates';

export interface DoorplateInput {
  alias: string;
  remark: string;
}

/** Follows a doorplate under the user's own name for it (doorplate addresses: add). */
export function addDoorplate(input: DoorplateInput & { doorplateId: string }): Promise<DoorplateFollow> {
  return gateway.post<DoorplateFollow>(`${DOORPLATE_ADDRESS_BASE}/add`, input);
}
