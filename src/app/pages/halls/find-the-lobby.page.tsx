import { SearchBar, Selector } from 'antd-mobile';
import { districtTabsQueries, useDistricts, useDistrictsComing, useRegion } from '@/features/app-shell/hooks/use-area';
import { DistrictTabs } from '@/features/halls/components/district-tabs';
import { HallList } from '@/features/halls/components/hall-list';
import { distanceMeters, formatDistance } from '@/features/halls/distance';
import type { HallSort } from '@/features/halls/hall-order';
import { useHallFinder } from '@/features/halls/hooks/use-hall-finder';
import { useSharedPosition } from '@/features/halls/hooks/use-shared-position';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import type { FirstQueries } from '@/app/routing/page-modules';
import { hallListQuery } from '@/features/halls/api/get-hall-list';
import { effectiveAreaParams } from '@/lib/router/defaults';
import styles from '@/features/halls/components/hall.module.css';

/** The area's halls, its position and districts, asked before the page renders (FirstQueries, docs/performance.md). */
export const firstQueries: FirstQueries = (query) => {
  const { fixedArea } = effectiveAreaParams(`?${query.toString()}`);
  return [hallListQuery(fixedArea), ...districtTabsQueries(fixedArea)];
};

/**
 * 找大厅: halls of the area by district, keyword, distance or busy level. Kept alive. Distances are
 * from the user when the location is already shared, else from the area's centre, and say which.
 */
export default function FindTheLobbyPage() {
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const centre = useRegion(fixedArea).data;
  const here = useSharedPosition();
  const from = here ?? centre;
  const districts = useDistricts(fixedArea);
  const tabsComing = useDistrictsComing(fixedArea);
  const { district, setDistrict, keyword, setKeyword, sort, setSort, halls, shown } = useHallFinder({
    fixedArea,
    centre: from,
    refresh: true,
  });

  return (
    <PageShell title="找大厅">
      <div className={styles.finder}>
        <SearchBar placeholder="搜索大厅名称或地址" value={keyword} onChange={setKeyword} />
        <Selector
          className={styles.sortChoice}
          options={[
            { label: '距离最近', value: 'distance' },
            { label: '人少优先', value: 'idle' },
          ]}
          value={[sort]}
          onChange={(v) => v[0] && setSort(v[0] as HallSort)}
        />
      </div>
      <DistrictTabs districts={districts.data} active={district} onChange={setDistrict} />
      {/* The list waits for the tabs above it, not to be pushed down by them. */}
      <QueryView
        query={halls}
        pending={tabsComing}
        isEmpty={() => shown.length === 0}
        empty={<EmptyState title="没有找到符合条件的大厅" />}
      >
        {() => (
          <HallList
            halls={shown}
            onOpen={(h) => go(paths.lntroductionhall({ hallId: h.id }))}
            distanceOf={from ? (h) => `${here ? '距您' : '距区域中心'}${formatDistance(distanceMeters(from, h))}` : undefined}
          />
        )}
      </QueryView>
    </PageShell>
  );
}
