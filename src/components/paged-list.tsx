import { Button, PullToRefresh } from 'antd-mobile';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import type { PageResult } from '@/contract/page';

export interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<PageResult<T>>>;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}

/** A paged list with pull to refresh, a load-more button, and its loading, empty and error states. */
export function PagedList<T>({ query, empty, children }: PagedListProps<T>) {
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
  return (
    <PullToRefresh
      onRefresh={async () => void (await query.refetch())}
      pullingText="下拉刷新"
      canReleaseText="释放立即刷新"
      refreshingText="正在刷新…"
      completeText="刷新成功"
    >
      {items.length === 0 ? (
        empty
      ) : (
        <>
          {items.map(children)}
          <div
            style={{ padding: '8px 16px 24px', textAlign: 'center', color: 'var(--adm-color-weak)', fontSize: 'var(--adm-font-size-5)' }}
          >
            {query.hasNextPage ? (
              <Button size="small" fill="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                加载更多（已显示{items.length}/{total}条）
              </Button>
            ) : (
              <span>共{total}条，没有更多了</span>
            )}
            {query.isFetchNextPageError ? <div style={{ color: 'var(--adm-color-danger)', marginTop: 6 }}>加载失败，请点击重试</div> : null}
          </div>
        </>
      )}
    </PullToRefresh>
  );
}
