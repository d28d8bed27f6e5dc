import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { AgencyRequest } from '../types';
import { AGENCY_BASE } from './base';

export const agencyKey = (id: string) => ['agency', 'detail', id] as const;

export function queryAgency(id: string): Promise<AgencyRequest> {
  return gateway.get(`${AGENCY_BASE}/queryById`, { id }, { encParam: true, silent: true });
}

export const agencyQuery = (id: string) => queryOptions({ queryKey: agencyKey(id), queryFn: () => queryAgency(id), enabled: Boolean(id) });
