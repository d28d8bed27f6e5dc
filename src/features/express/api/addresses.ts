import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { EmsAddress } from '../types';

const PATH = '/assistagentExpress';
export const addressesKey = ['express', 'addresses'] as const;

/** The user's EMS address book (GET list). */
export function listAddresses(): Promise<EmsAddress[]> {
  return gateway.get(PATH, {}, { silent: true });
}

export const addressesQuery = () => queryOptions({ queryKey: addressesKey, queryFn: listAddresses });
