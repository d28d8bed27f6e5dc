import { gateway } from '@/lib/http/client';
import type { CertificateDetail } from '../certificate-types';

export const certificateKey = (id: string) => ['profile', 'certificate', id] as const;

/** One certificate with its items and what can be disclosed alone. */
export function getCertificate(id: string): Promise<CertificateDetail> {
  return gateway.get<CertificateDetail>('/service-xzyd/certificate/detail', { id }, { silent: true });
}
