import { gateway } from '@/lib/http/client';
import type { CertificateCode } from '../certificate-types';

/** A fresh code for a showing still open (the old one keeps only its own short life). */
export function refreshCertificateCode(presentationId: string): Promise<CertificateCode> {
  return gateway.post<CertificateCode>('/service-xzyd/certificate/present/refresh', { presentationId }, { silent: true });
}
