import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { matterListQuery, type MatterListParams } from '../api/get-matter-list';
import { matterFiltersQuery } from '../api/get-matter-filters';
import { MatterList } from './matter-list';
import styles from './matters.module.css';

export type FilterKey = 'theme' | 'department' | 'audience' | 'level';
export type Filters = Partial<Record<FilterKey, string>>;

const LABELS: Record<FilterKey, string> = { theme: '主题', department: '部门', audience: '服务对象', level: '层级' };
const LEVEL_NAMES: Record<string, string> = { city: '市级', district: '区级', street: '街道级' };

export interface MatterBrowserProps {
  areaCode: string;
  scope?: 'own' | 'inside';
  /** Filters the user can change (shown as selects), in this order. */
  keys: FilterKey[];
  /** The current filters (from the address). */
  filters: Filters;
  /** Fixed filters the user does not see (streetMatter's level). */
  fixed?: Partial<MatterListParams>;
  onChange: (next: Filters) => void;
}

/** Matters of an area with filter selects and paging; filters live in the address (the page's). */
export function MatterBrowser({ areaCode, scope = 'own', keys, filters, fixed = {}, onChange }: MatterBrowserProps) {
  const id = useId();
  const options = useQuery(matterFiltersQuery(areaCode, scope));
  const params = { areaCode, scope, ...fixed, ...filters };
  const list = useInfiniteQuery(matterListQuery(params));
  const items = list.data?.pages.flatMap((p) => p.records) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const choices = (key: FilterKey) => {
    const data = options.data;
    if (!data) return [];
    const rows =
      key === 'theme' ? data.themes : key === 'department' ? data.departments : key === 'audience' ? data.audiences : data.levels;
    return rows.map((r) => ({ value: r.name, label: `${key === 'level' ? (LEVEL_NAMES[r.name] ?? r.name) : r.name}（${r.count}）` }));
  };
  const active = keys.some((k) => filters[k]);
  return (
    <>
      <div className={styles.filters} role="group" aria-label="筛选事项">
        {keys.map((key) => (
          <div key={key} className={styles.filterRow}>
            <label htmlFor={`${id}-${key}`}>{LABELS[key]}</label>
            <select
              id={`${id}-${key}`}
              value={filters[key] ?? ''}
              onChange={(e) => onChange({ ...filters, [key]: e.target.value || undefined })}
            >
              <option value="">全部</option>
              {choices(key).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {active ? (
          <Button size="small" fill="none" color="primary" onClick={() => onChange({})}>
            清除筛选
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !list.data ? (
        <ErrorState message={list.error instanceof Error ? list.error.message : undefined} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title="没有符合条件的事项"
          description={active ? '换个筛选条件试试' : undefined}
          action={active ? <Button onClick={() => onChange({})}>清除筛选</Button> : undefined}
        />
      ) : (
        <>
          <p className={styles.meta} style={{ padding: '0 14px' }} aria-live="polite">
            共{total}项事项，已显示{items.length}项
          </p>
          <MatterList items={items} label="事项列表" />
          {list.hasNextPage ? (
            <div style={{ padding: '0 12px 16px' }}>
              <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                加载更多
              </Button>
            </div>
          ) : (
            <p className={styles.meta} style={{ textAlign: 'center', padding: '0 0 16px' }}>
              已经到底了
            </p>
          )}
          {list.isFetchNextPageError ? <ErrorState message="下一页加载失败" onRetry={() => void list.fetchNextPage()} /> : null}
        </>
      )}
    </>
  );
}

/** Reads the filters of the keys from an address's query. */
export function readFilters(search: URLSearchParams, keys: FilterKey[]): Filters {
  const out: Filters = {};
  for (const k of keys) {
    const v = search.get(k);
    if (v) out[k] = v;
  }
  return out;
}
