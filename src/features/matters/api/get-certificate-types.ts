import { queryOptions } from '@tanstack/react-query';
import { cloud } from '@/lib/http/cloud';
import type { CertificateType } from '../types';
import { cloudData } from './cloud-call';

/** Certificate types, with how many matters of the area need or issue each (cloud API). */
export function getCertificateTypes(areaCode: string): Promise<CertificateType[]> {
  return cloudData(cloud.get<CertificateType[]>('/service-cloud/certificate/types', { areaCode }, { silent: true }));
}

export const certificateTypesQuery = (areaCode: string) =>
  queryOptions({
    queryKey: ['matters', 'cert-types', areaCode] as const,
    queryFn: () => getCertificateTypes(areaCode),
  });
