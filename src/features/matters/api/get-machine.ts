import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Machine } from '../types';

/** A self-service machine: where, hours, what it does. */
export function getMachine(id: string): Promise<Machine> {
  return gateway.get<Machine>('/service-xzyd/machine/anon/detail', { id });
}

export const machineQuery = (id: string) =>
  queryOptions({
    queryKey: ['matters', 'machine', id] as const,
    queryFn: () => getMachine(id),
    enabled: Boolean(id),
  });
