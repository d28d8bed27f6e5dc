import { gateway } from '@/lib/http/client';
import type { AgencyRequest } from '../types';
import { AGENCY_BASE } from './base';

/** Changes the application (owner) or leaves a message (owner or assignee). */
export function editAgency(params: {
  id: string;
  message?: string;
  contactMobile?: string;
  preferredTime?: string;
  remark?: string;
  materials?: string[];
}): Promise<AgencyRequest> {
  return gateway.post(`${AGENCY_BASE}/edit`, params, { silent: true });
}
