import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { WindowActual } from '../types';

/** How often 窗口实况 asks again while shown (the emulator's queues move by the minute). */
export const WINDOW_ACTUAL_REFRESH_MS = 15_000;

/** 窗口实况: the windows of a hall now, the number each serves, people waiting per queue. */
export function getWindowActual(id: string): Promise<WindowActual> {
  return gateway.get<WindowActual>('/service-xzyd/hall/anon/windowActual', { id });
}

export const windowActualQuery = (id: string) =>
  queryOptions({
    queryKey: ['halls', 'windowActual', id],
    queryFn: () => getWindowActual(id),
    enabled: Boolean(id),
    refetchInterval: WINDOW_ACTUAL_REFRESH_MS,
    // Polling pauses while the page is hidden (TanStack Query's default, kept explicit).
    refetchIntervalInBackground: false,
  });
