import { gateway } from '@/lib/http/client';
import type { CollectionType } from '../collection-types';

/** Removes a thing from the collection. */
export function removeCollection(params: { type: CollectionType; targetId: string }): Promise<{ collected: boolean }> {
  return gateway.post<{ collected: boolean }>('/service-xzyd/collection/remove', params);
}
