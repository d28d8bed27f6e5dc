import { gateway } from '@/lib/http/client';
import type { CollectionType } from '../collection-types';

/** Collects a matter, a guide or a hall. */
export function addCollection(params: { type: CollectionType; targetId: string }): Promise<{ collected: boolean }> {
  return gateway.post<{ collected: boolean }>('/service-xzyd/collection/add', params);
}
