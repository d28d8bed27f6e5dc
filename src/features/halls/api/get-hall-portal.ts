import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { HallPortal } from '../types';

/** A hall's portal: the hall with its live crowding, facts, floors, departments, queues, matters, notices. */
export function getHallPortal(id: string): Promise<HallPortal> {
  return gateway.get<HallPortal>('/service-xzyd/hall/anon/portal', { id });
}

export const hallPortalQuery = (id: string) =>
  queryOptions({ queryKey: ['halls', 'portal', id], queryFn: () => getHallPortal(id), enabled: Boolean(id) });
