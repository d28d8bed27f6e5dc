import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/states';
import { implListQuery } from '@/features/matters/api/get-impl-list';
import styles from '@/features/matters/components/matters.module.css';
import { useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { CardLink } from '@/features/matters/components/card-link';

/** 实施清单: the implementation list of a hall or a department, by catalogue code. */
export default function ImplListPage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const hallId = query.get('hallId') ?? undefined;
  const department = query.get('department') ?? undefined;
  const params = { areaCode: fixedArea, hallId, department };
  const list = useInfiniteQuery(implListQuery(params));
  const first = list.data?.pages[0];
  return (
    <PageShell title="实施清单">
      {first && first.records.length > 0 ? (
        <div className={styles.panel}>
          <h2>{first.hall?.name ?? department ?? '本区域'}实施清单</h2>
          <p className={styles.meta}>共{first.total}项</p>
        </div>
      ) : null}
      <PagedList
        query={list}
        empty={<EmptyState title="暂无实施清单" />}
        label="实施清单"
        className={styles.list}
        itemClassName={styles.item}
      >
        {(r) => (
          <CardLink
            to={paths.guidelines({ matterId: r.id })}
            name={r.name}
            lines={[
              `编码 ${r.code} · ${r.departmentName}`,
              `法定${r.legalDays}个工作日 · 承诺${r.promiseDays ? `${r.promiseDays}个工作日` : '即办'} · ${r.fee} · ${r.visits === 0 ? '零跑动' : `跑动${r.visits}次`}`,
            ]}
          />
        )}
      </PagedList>
    </PageShell>
  );
}
