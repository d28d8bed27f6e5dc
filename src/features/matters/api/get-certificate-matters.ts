import { queryOptions } from '@tanstack/react-query';
import { cloud } from '@/lib/http/cloud';
import type { CertificateType, MatterListItem } from '../types';
import { cloudData } from './cloud-call';

/** The matters that need a certificate type, and those that issue it (cloud API). */
export function getCertificateMatters(
  typeId: string,
  areaCode: string,
): Promise<{ type: Omit<CertificateType, 'needCount' | 'issueCount'>; needs: MatterListItem[]; issues: MatterListItem[] }> {
  return cloudData(cloud.get('/service-cloud/certificate/matters', { typeId, areaCode }, { silent: true }));
}

export const certificateMattersQuery = (typeId: string, areaCode: string) =>
  queryOptions({
    queryKey: ['matters', 'cert-matters', typeId, areaCode] as const,
    queryFn: () => getCertificateMatters(typeId, areaCode),
    enabled: Boolean(typeId),
  });
