import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { applyQueryPolicy, shouldRetryQuery } from '@/lib/http/query-policy';

/**
 * Server-data cache: retries only what may succeed again, quickly (see shouldRetryQuery); no
 * query, whatever its own options, retries a time-out or polls while it shows an error.
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
      mutations: { retry: false },
    },
  });
  return applyQueryPolicy(client);
}

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
