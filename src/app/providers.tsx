import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { applyQueryPolicy, shouldRetryQuery } from '@/lib/http/query-policy';

/**
 * What a citizen may need to show at the counter with no network: their numbers, bookings and
 * certificates, kept in memory for a day once seen instead of TanStack's 5 minutes, so that they
 * stay readable offline as long as the tab is open (docs/reliability.md, "Offline"). They go at
 * logout with everything else (forgetQueries).
 */
export const KEPT_OFFLINE: readonly (readonly string[])[] = [
  ['queue', 'tickets'],
  ['queue', 'ticket'],
  ['queue', 'reservations'],
  ['queue', 'reservation'],
  ['profile', 'certificates'],
  ['profile', 'certificate'],
];
export const KEPT_OFFLINE_MS = 24 * 60 * 60 * 1000;

let current: QueryClient | null = null;

/**
 * Server-data cache: retries only what may succeed again, quickly (see shouldRetryQuery); no
 * query, whatever its own options, retries a time-out or polls while it shows an error.
 * Offline, a query waits for the network (TanStack's `online` mode: the page says it is offline,
 * see LoadingState) while a submit fails at once with its message (`always`): a form never
 * spins until the network comes back, nor sends later behind the user's back.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetryQuery,
        retryDelay: 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  for (const key of KEPT_OFFLINE) client.setQueryDefaults(key, { gcTime: KEPT_OFFLINE_MS });
  current = client;
  return applyQueryPolicy(client);
}

/**
 * Drops every answer kept (at logout): the next person on this phone sees none of them. Answers no
 * page is showing go; those a page on screen shows are emptied and asked again, under the session
 * there is now. Removing them would leave that page on its skeleton for good: its query,
 * destroyed with its fetch under way, never tells the page again.
 */
export function forgetQueries(): void {
  if (!current) return;
  current.removeQueries({ predicate: (q) => q.getObserversCount() === 0 });
  void current.resetQueries();
}

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
