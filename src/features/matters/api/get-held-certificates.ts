import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { HeldCertificates } from '../types';

/** Which of a matter's materials the logged-in user already holds as e-certificates (电子证照). */
export function getHeldCertificates(matterId: string): Promise<HeldCertificates> {
  return gateway.get<HeldCertificates>('/service-xzyd/matter/heldCertificates', { matterId }, { silent: true });
}

export const heldCertificatesQuery = (matterId: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['matters', 'held-certificates', matterId] as const,
    queryFn: () => getHeldCertificates(matterId),
    enabled: enabled && Boolean(matterId),
    // The user's own data changes on other pages (real-name verification, a new certificate): read it again on every visit.
    staleTime: 0,
  });
