import { gateway } from '@/lib/http/client';
import type { AgencyRequest, AgencyStatus } from '../types';
import { AGENCY_BASE } from './base';

/** Moves a request; `grabbed` with the version seen is the grab. */
export function updateAgencyStatus(params: {
  id: string;
  status: AgencyStatus;
  note?: string;
  version?: number;
}): Promise<AgencyRequest | { id: string; status: AgencyStatus }> {
  return gateway.post(`${AGENCY_BASE}/updateStatus`, params, { silent: true });
}
