import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { DoorplateFollow } from '../types';

const BASE = '/assistagent/owBizAssistagent/anon/authentication/doorplate';
export { BASE as DOORPLATE_ADDRESS_BASE };

/** The doorplates the user follows (the spec's doorplate addresses: list). */
export function getMyDoorplates(): Promise<DoorplateFollow[]> {
  return gateway.get<DoorplateFollow[]>(`${BASE}/list`);
}

export const myDoorplatesQuery = () => queryOptions({ queryKey: ['halls', 'myDoorplates'], queryFn: getMyDoorplates });
