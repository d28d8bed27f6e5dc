import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CollectionType } from '../collection-types';

export const collectionStatusKey = (type: CollectionType, targetId: string) =>
  ['profile', 'collections', 'status', type, targetId] as const;

/** Whether the user collected one thing. */
export function getCollectionStatus(type: CollectionType, targetId: string): Promise<{ collected: boolean }> {
  return gateway.get<{ collected: boolean }>('/service-xzyd/collection/status', { type, targetId }, { silent: true });
}

export const collectionStatusQuery = (type: CollectionType, targetId: string) =>
  queryOptions({ queryKey: collectionStatusKey(type, targetId), queryFn: () => getCollectionStatus(type, targetId) });
