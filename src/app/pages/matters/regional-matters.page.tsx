import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { subRegionsQuery } from '@/features/app-shell/api/get-sub-regions';
import { MatterBrowser, readFilters, type FilterKey } from '@/features/matters/components/matter-browser';
import styles from '@/features/matters/components/matters.module.css';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';

const KEYS: FilterKey[] = ['theme', 'audience'];

/** 区域事项: the matters of one region (the current area, or a district chosen inside it). */
export default function RegionalMattersPage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const areaCode = query.get('areaCode') || fixedArea;
  const subs = useQuery(subRegionsQuery(fixedArea));
  const filters = readFilters(query, KEYS);
  return (
    <PageShell title="区域事项">
      {subs.data && subs.data.length ? (
        <div className={styles.filters}>
          <div className={styles.filterRow}>
            <label htmlFor="region-select">区域</label>
            <select
              id="region-select"
              value={areaCode}
              onChange={(e) =>
                go(paths.regionalMattersPage({ ...filters, areaCode: e.target.value === fixedArea ? null : e.target.value }), {
                  replace: true,
                })
              }
            >
              <option value={fixedArea}>本级</option>
              {subs.data.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.text}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <MatterBrowser
        areaCode={areaCode}
        keys={KEYS}
        filters={filters}
        onChange={(f) => go(paths.regionalMattersPage({ ...f, areaCode: query.get('areaCode') }), { replace: true })}
      />
    </PageShell>
  );
}
