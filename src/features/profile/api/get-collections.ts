import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { CollectionItem, CollectionType } from '../collection-types';

export const collectionsKey = ['profile', 'collections'] as const;

/** The user's collection, newest first, optionally of one type. */
export function getCollections(type?: CollectionType): Promise<CollectionItem[]> {
  return gateway.get<CollectionItem[]>('/service-xzyd/collection/list', type ? { type } : undefined, { silent: true });
}

export const collectionsQuery = () => queryOptions({ queryKey: collectionsKey, queryFn: () => getCollections() });
