import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { ArchivedMaterial } from '../certificate-types';

export const archivedMaterialsKey = ['profile', 'archived-materials'] as const;

/** Materials kept from the user's applications and cases. */
export function getArchivedMaterials(): Promise<ArchivedMaterial[]> {
  return gateway.get<ArchivedMaterial[]>('/service-xzyd/certificate/materials', undefined, { silent: true });
}

/** Asked again on every visit. */
export const archivedMaterialsQuery = () =>
  queryOptions({ queryKey: archivedMaterialsKey, queryFn: getArchivedMaterials, refetchOnMount: 'always' });
