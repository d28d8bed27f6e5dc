import { gateway } from '@/lib/http/client';

/** Ends a showing: its codes stop passing at once. */
export function endCertificatePresentation(presentationId: string): Promise<boolean> {
  return gateway.post<boolean>('/service-xzyd/certificate/present/end', { presentationId }, { silent: true });
}
