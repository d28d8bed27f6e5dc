import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CertificateEvent } from '../certificate-types';

export const certificateEventsKey = (certId: string) => ['profile', 'certificate-events', certId] as const;

/** Who showed, verified or opened a certificate, newest first. */
export function getCertificateEvents(certId: string): Promise<CertificateEvent[]> {
  return gateway.get<CertificateEvent[]>('/service-xzyd/certificate/events', { certId }, { silent: true });
}

/** Asked again on every visit. */
export const certificateEventsQuery = (certId: string) =>
  queryOptions({ queryKey: certificateEventsKey(certId), queryFn: () => getCertificateEvents(certId), refetchOnMount: 'always' });
