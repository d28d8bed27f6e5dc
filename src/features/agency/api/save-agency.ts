import { gateway } from '@/lib/http/client';
import type { SaveAgencyParams } from '../types';
import { AGENCY_BASE } from './base';

/** Submits an application for agency help. */
export function saveAgency(params: SaveAgencyParams): Promise<{ id: string; status: string }> {
  return gateway.post(`${AGENCY_BASE}/save`, params, { silent: true });
}
