import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Renders loading, error-with-retry, empty or the data of a query. */
export function QueryView<T>({ query, isEmpty, empty, children }: { query: QueryLike<T>; isEmpty?: (data: T) => boolean; empty?: ReactNode; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined) {
    const message = query.error instanceof Error ? query.error.message : undefined;
    return <ErrorState message={message} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(query.data)}</>;
}
