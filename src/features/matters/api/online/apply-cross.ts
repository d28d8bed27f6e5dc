import { gateway } from '@/lib/http/client';
import type { CrossMode } from '@/features/matters/online-types';

export interface ApplyCrossParams {
  matterId: string;
  mode: CrossMode;
  fromPlace: string;
  toPlace: string;
  description: string;
  mobile: string;
}

/** Sends a 跨省通办 request. */
export function applyCross(params: ApplyCrossParams): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/online-processing/anon/cross/apply', params, { silent: true });
}
