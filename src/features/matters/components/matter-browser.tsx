import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/states';
import { matterListQuery, type MatterListParams } from '../api/get-matter-list';
import { matterFiltersQuery } from '../api/get-matter-filters';
import { MatterCard } from './matter-list';
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
      <PagedList
        query={list}
        empty={
          <EmptyState
            title="没有符合条件的事项"
            description={active ? '换个筛选条件试试' : undefined}
            action={active ? <Button onClick={() => onChange({})}>清除筛选</Button> : undefined}
          />
        }
        label="事项列表"
        className={styles.list}
        itemClassName={styles.item}
        status={(total, shown) => `共${total}项事项，已显示${shown}项`}
      >
        {(m) => <MatterCard m={m} />}
      </PagedList>
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
