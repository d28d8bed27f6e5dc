import { gateway } from '@/lib/http/client';
import type { Presentation } from '../certificate-types';

export interface PresentCertificateParams {
  certId: string;
  /** The items disclosed, nothing else is in the code. */
  fields: string[];
  purpose?: string;
}

/** Starts showing (亮证) chosen items of a certificate; answers the first signed code. */
export function presentCertificate(params: PresentCertificateParams): Promise<Presentation> {
  return gateway.post<Presentation>('/service-xzyd/certificate/present', params, { silent: true });
}
