import type { ReactNode } from 'react';
import { AppLink } from '../lib/router/navigation';
import { EmptyState, ErrorState, LoadingState } from './states';
import { paths } from '@/config/routes';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Renders loading, error-with-retry, empty or the data of a query. `missing`: the page was
 * opened without the id its query needs; it says so instead of loading forever.
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  missing,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  missing?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (missing) {
    return (
      <EmptyState
        title="页面地址不完整"
        description="缺少要查看的内容编号，请从列表或首页重新进入"
        action={<AppLink to={paths.home()}>返回首页</AppLink>}
      />
    );
  }
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined) {
    const message = query.error instanceof Error ? query.error.message : undefined;
    return <ErrorState message={message} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(query.data)}</>;
}
