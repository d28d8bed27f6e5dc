import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { AppLink } from '../lib/router/navigation';
import { EmptyState, ErrorState, LoadingState } from './states';
import { paths } from '@/config/routes';
import styles from './states.module.css';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Renders loading, error-with-retry, empty or the data of a query. `missing`: the page was
 * opened without the id its query needs; it says so instead of loading forever. `pending`: the
 * page has more to come above the content (it shows loading until then, not to move under it).
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  missing,
  pending = false,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  missing?: boolean;
  pending?: boolean;
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
  if (query.isPending || pending) return <LoadingState />;
  if (query.data === undefined) {
    const message = query.error instanceof Error ? query.error.message : undefined;
    return <ErrorState message={message} error={query.error} onRetry={() => void query.refetch()} />;
  }
  // A refresh (a poll, a refocus) that failed while the page shows what it loaded before: the page
  // stays, and what is typed on it and what it said (the notice comes before it, so it is not
  // mounted again), and it says its content may be out of date (docs/reliability.md, "A failed refresh").
  const stale = query.isError ? (
    <div className={styles.stale} role="status">
      <span>未能刷新，以下是之前加载的内容</span>
      <Button size="small" fill="outline" className={styles.staleRetry} onClick={() => void query.refetch()}>
        重试
      </Button>
    </div>
  ) : null;
  return (
    <>
      {stale}
      {isEmpty?.(query.data) ? (empty ?? <EmptyState />) : children(query.data)}
    </>
  );
}
