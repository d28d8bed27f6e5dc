import { Button, PullToRefresh } from 'antd-mobile';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import type { PageResult } from '@/contract/page';
import styles from './paged-list.module.css';

export interface PagedListProps<T extends { id: Key }> {
  query: UseInfiniteQueryResult<InfiniteData<PageResult<T>>>;
  /** Shown when the first page has no rows. */
  empty: ReactNode;
  /** Names the rows as an accessible list: a `<ul aria-label>` with one `<li>` per row. Without it the rows are rendered as given. */
  label?: string;
  /** The class of the `<ul>` (with `label`; a plain list by default) and of each `<li>`. */
  className?: string;
  itemClassName?: string;
  /** Pull to refresh, on unless the page refreshes on its own or the list is one part of a page. */
  refresh?: boolean;
  /** A line only screen readers read, above the rows, e.g. `(total) => \`共${total}件\``. */
  status?: (total: number, shown: number) => string;
  children: (item: T) => ReactNode;
}

/**
 * Every paged list of the app (lint rule lists/one-paged-list): its loading, error with retry and
 * empty states, pull to refresh, a load-more button with the count shown, and an end line.
 */
export function PagedList<T extends { id: Key }>({
  query,
  empty,
  label,
  className,
  itemClassName,
  refresh = true,
  status,
  children,
}: PagedListProps<T>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.data)
    return (
      <ErrorState
        message={query.error instanceof Error ? query.error.message : undefined}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const items = query.data?.pages.flatMap((p) => p.records) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const body =
    items.length === 0 ? (
      empty
    ) : (
      <>
        {status ? (
          <p className="ow-sr-only" role="status">
            {status(total, items.length)}
          </p>
        ) : null}
        {label === undefined ? (
          items.map(children)
        ) : (
          <ul className={className ?? styles.list} aria-label={label}>
            {items.map((item) => (
              <li key={item.id} className={itemClassName}>
                {children(item)}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.foot}>
          {query.hasNextPage ? (
            <Button size="small" fill="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              加载更多（已显示{items.length}/{total}条）
            </Button>
          ) : (
            <span>共{total}条，没有更多了</span>
          )}
          {query.isFetchNextPageError ? (
            <div className={styles.failed} role="alert">
              加载失败，请点击重试
            </div>
          ) : null}
        </div>
      </>
    );
  if (!refresh) return body;
  return (
    <PullToRefresh
      onRefresh={async () => void (await query.refetch())}
      pullingText="下拉刷新"
      canReleaseText="释放立即刷新"
      refreshingText="正在刷新…"
      completeText="刷新成功"
    >
      {body}
    </PullToRefresh>
  );
}
