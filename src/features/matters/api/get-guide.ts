import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Guide } from '../types';

/** 办事指南 of a matter: every section, the halls with their busy level, the windows. */
export function getGuide(id: string): Promise<Guide> {
  return gateway.get<Guide>('/service-xzyd/matter/anon/guide', { id });
}

export const guideQuery = (id: string) =>
  queryOptions({
    queryKey: ['matters', 'guide', id] as const,
    queryFn: () => getGuide(id),
    enabled: Boolean(id),
  });
