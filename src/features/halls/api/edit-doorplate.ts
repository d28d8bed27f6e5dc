import { gateway } from '@/lib/http/client';
import type { DoorplateFollow } from '../types';
import type { DoorplateInput } from './add-doorplate';
import { DOORPLATE_ADDRESS_BASE } from './get-my-doorplates';

/** Renames a followed doorplate or changes its note (doorplate addresses: edit). */
export function editDoorplate(input: DoorplateInput & { id: string }): Promise<DoorplateFollow> {
  return gateway.put<DoorplateFollow>(`${DOORPLATE_ADDRESS_BASE}/edit`, input);
}
