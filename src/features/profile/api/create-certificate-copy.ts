import { gateway } from '@/lib/http/client';
import type { CertificateCopy } from '../certificate-types';

/** A copy of a certificate with the purpose and date drawn in as a watermark. */
export function createCertificateCopy(params: { certId: string; purpose: string }): Promise<CertificateCopy> {
  return gateway.post<CertificateCopy>('/service-xzyd/certificate/copy', params, { silent: true });
}
