import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';
import { caseListQuery } from '../api/list-cases';
import { FILTERS, fmtTime, stageTone } from '../format';
import type { CaseFilter } from '../types';
import styles from './cases.module.css';

/** 我的办件: every case with its state, filters and search by case number in the address. */
export function CaseList({ status, keyword }: { status: CaseFilter; keyword: string }) {
  const go = useAppNavigate();
  const [typed, setTyped] = useState(keyword);
  const q = useInfiniteQuery(caseListQuery(status, keyword));
  const setFilter = (next: { status?: CaseFilter; keyword?: string }) =>
    go(
      paths.myOffice({
        status: (next.status ?? status) === 'all' ? null : (next.status ?? status),
        keyword: (next.keyword ?? keyword) || null,
      }),
      {
        replace: true,
      },
    );
  return (
    <>
      <div className={styles.bar}>
        <div className={styles.filters} role="group" aria-label="按状态筛选">
          {FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              className={styles.filter}
              aria-pressed={status === f.key}
              onClick={() => setFilter({ status: f.key })}
            >
              {f.name}
            </button>
          ))}
        </div>
        <form
          role="search"
          className={styles.search}
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ keyword: typed.trim() });
          }}
        >
          <input
            aria-label="办件编号或事项名称"
            placeholder="输入办件编号或事项名称"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button size="small" type="submit">
            查询
          </Button>
        </form>
      </div>
      <PagedList
        query={q}
        empty={
          <EmptyState
            title={keyword || status !== 'all' ? '没有符合条件的办件' : '还没有办件'}
            description={keyword || status !== 'all' ? '换个状态或编号再试试' : '网上申报提交后，办件会出现在这里'}
            action={<AppLink to={paths.gotoHandle()}>去办理事项</AppLink>}
          />
        }
        label="办件列表"
        className={styles.list}
        itemClassName={styles.card}
        status={(total) => `共${total}件`}
      >
        {(c) => (
          <>
            <AppLink to={paths.officeInfolist({ id: c.id })}>{c.matterName}</AppLink>
            <span className={`${styles.stage} ${styles[`tone-${stageTone(c.stage)}`]}`}>{c.stageName}</span>
            <p className={styles.meta}>办件编号：{c.caseNo}</p>
            <p className={styles.meta}>
              提交时间：{fmtTime(c.submittedAt)}
              {c.kind === 'combined' ? ` · 含${c.childCount}个子办件` : ''}
            </p>
          </>
        )}
      </PagedList>
    </>
  );
}
