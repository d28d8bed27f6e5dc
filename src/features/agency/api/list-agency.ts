import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { AgencyRequest, AgencyStatus, PageResult } from '../types';
import { AGENCY_BASE } from './base';

export type AgencyScope = 'mine' | 'pool' | 'assigned';

export const agencyListKey = (scope: AgencyScope, status?: AgencyStatus) => ['agency', 'list', scope, status ?? 'all'] as const;

/** Requests: mine (citizen), pool (staff: waiting for a grab), assigned (staff: taken by me). */
export function listAgency(scope: AgencyScope, status?: AgencyStatus, pageNum = 1, pageSize = 50): Promise<PageResult<AgencyRequest>> {
  return gateway.get(`${AGENCY_BASE}/list`, { scope, status, pageNum, pageSize }, { encParam: true, silent: true });
}

/** Query options of a list (first page of 50). */
export const agencyListQuery = (scope: AgencyScope) => queryOptions({ queryKey: agencyListKey(scope), queryFn: () => listAgency(scope) });
