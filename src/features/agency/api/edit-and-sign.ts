import { gateway } from '@/lib/http/client';
import type { AgencyRequest } from '../types';
import { AGENCY_BASE } from './base';

export interface SignParams {
  id: string;
  image: string;
  points: number;
  docHash: string;
  device: string;
  remark?: string;
}

/** Signs the request's document (the hash binds the signature to that exact text). */
export function editAndSign(params: SignParams): Promise<AgencyRequest> {
  return gateway.post(`${AGENCY_BASE}/editAndSign`, params, { silent: true });
}
