import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Doorplate } from '../types';

/** One doorplate. */
export function getDoorplate(id: string): Promise<Doorplate> {
  return gateway.get<Doorplate>('/service-xzyd/doorplate/anon/detail', { id });
}

export const doorplateQuery = (id: string) =>
  queryOptions({ queryKey: ['halls', 'doorplate', id], queryFn: () => getDoorplate(id), enabled: Boolean(id) });
