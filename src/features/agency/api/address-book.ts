import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { StaffMember } from '../types';
import { AGENCY_BASE } from './base';

export const addressBookKey = ['agency', 'addressBook'] as const;

/** Colleagues (staff only); numbers come masked where the viewer's role requires. */
export function getAddressBook(): Promise<StaffMember[]> {
  return gateway.get(`${AGENCY_BASE}/addressBook`, {}, { encParam: true, silent: true });
}

export const addressBookQuery = () => queryOptions({ queryKey: addressBookKey, queryFn: getAddressBook });
