import { gateway } from '@/lib/http/client';

/** Signs the 告知承诺书 by hand (PNG data URL of the signature). */
export function signCommitment(params: {
  matterId: string;
  agreed: boolean;
  signature: string;
  points: number;
}): Promise<{ id: string; signedAt: number }> {
  return gateway.post<{ id: string; signedAt: number }>('/online-processing/anon/commitment/sign', params, { silent: true });
}
