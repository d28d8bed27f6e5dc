import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CertificateDetail } from '../certificate-types';

export const certificateKey = (id: string) => ['profile', 'certificate', id] as const;

/** One certificate with its items and what can be disclosed alone. */
export function getCertificate(id: string): Promise<CertificateDetail> {
  return gateway.get<CertificateDetail>('/service-xzyd/certificate/detail', { id }, { silent: true });
}

export const certificateQuery = (id: string) => queryOptions({ queryKey: certificateKey(id), queryFn: () => getCertificate(id) });
