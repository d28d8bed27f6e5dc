import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CertificateList } from '../certificate-types';

export const certificatesKey = ['profile', 'certificates'] as const;

/** The user's e-certificates, found through their verified identity. */
export function getCertificates(): Promise<CertificateList> {
  return gateway.get<CertificateList>('/service-xzyd/certificate/list', undefined, { silent: true });
}

export const certificatesQuery = () => queryOptions({ queryKey: certificatesKey, queryFn: getCertificates });
