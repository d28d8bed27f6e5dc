import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { isGatewayError } from '../lib/http/errors';

/**
 * Whether a failed query is tried again by itself: once, and only when the failure came fast
 * (no network, a 5xx, a malformed body). Never a 401 or a business refusal, and never a time-out:
 * the user has already waited the full 60 s (spec section 9) and gets the error and its retry.
 */
export function shouldRetryQuery(count: number, error: unknown): boolean {
  return count < 1 && isGatewayError(error) && (error.kind === 'network' || error.kind === 'http' || error.kind === 'malformed');
}

/** Server-data cache: retries only what may succeed again, quickly (see shouldRetryQuery). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
