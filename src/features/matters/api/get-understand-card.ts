import { queryOptions } from '@tanstack/react-query';
import { cloud } from '@/lib/http/cloud';
import type { UnderstandCard } from '../types';
import { cloudData } from './cloud-call';

/** 明白卡: the plain one-page summary of a matter (cloud API). */
export function getUnderstandCard(id: string): Promise<UnderstandCard> {
  return cloudData(cloud.get<UnderstandCard>('/service-cloud/matter/understandCard', { id }, { silent: true }));
}

export const understandCardQuery = (id: string) =>
  queryOptions({
    queryKey: ['matters', 'card', id] as const,
    queryFn: () => getUnderstandCard(id),
    enabled: Boolean(id),
  });
