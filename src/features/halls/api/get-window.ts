import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { WindowDetail } from '../types';

/** One window: its live state, its queue and the matters it takes. */
export function getWindow(id: string): Promise<WindowDetail> {
  return gateway.get<WindowDetail>('/service-xzyd/hall/anon/window', { id });
}

export const windowQuery = (id: string) =>
  queryOptions({ queryKey: ['halls', 'window', id], queryFn: () => getWindow(id), enabled: Boolean(id) });
