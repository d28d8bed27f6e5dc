import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { ArchivedMaterial } from '../certificate-types';

export const archivedMaterialKey = (id: string) => ['profile', 'archived-material', id] as const;

/** One archived material of the user. */
export function getArchivedMaterial(id: string): Promise<ArchivedMaterial> {
  return gateway.get<ArchivedMaterial>('/service-xzyd/certificate/material', { id }, { silent: true });
}

export const archivedMaterialQuery = (id: string) =>
  queryOptions({ queryKey: archivedMaterialKey(id), queryFn: () => getArchivedMaterial(id) });
