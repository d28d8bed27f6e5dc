import { gateway } from '@/lib/http/client';
import type { CertificateEvent } from '../certificate-types';

export const certificateEventsKey = (certId: string) => ['profile', 'certificate-events', certId] as const;

/** Who showed, verified or opened a certificate, newest first. */
export function getCertificateEvents(certId: string): Promise<CertificateEvent[]> {
  return gateway.get<CertificateEvent[]>('/service-xzyd/certificate/events', { certId }, { silent: true });
}
