import { gateway } from '@/lib/http/client';
import type { VerifyOutcome } from '../certificate-types';

export interface VerifyCertificateCodeParams {
  code: string;
  /** Who verifies (a hall window), shown in the holder's log. */
  verifier?: string;
}

/** Verifies a certificate code as a hall's scanner does; answers only the disclosed items. */
export function verifyCertificateCode(params: VerifyCertificateCodeParams): Promise<VerifyOutcome> {
  return gateway.post<VerifyOutcome>('/service-xzyd/certificate/anon/verify', params, { silent: true });
}
