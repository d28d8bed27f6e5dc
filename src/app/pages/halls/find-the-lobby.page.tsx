import { useQuery } from '@tanstack/react-query';
import { SearchBar, Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { getSubRegions } from '../../../features/app-shell/api/get-sub-regions';
import { useRegion } from '../../../features/app-shell/hooks/use-area';
import { getHallList } from '../../../features/halls/api/get-hall-list';
import { DistrictTabs } from '../../../features/halls/components/district-tabs';
import { HallList } from '../../../features/halls/components/hall-list';
import { distanceMeters, formatDistance } from '../../../features/halls/distance';
import { PageShell } from '../../../components/page-shell';
import { EmptyState } from '../../../components/states';
import { QueryView } from '../../../components/query-view';
import { useAppNavigate, useAreaParams } from '../../../lib/router/navigation';
import { paths } from '../../../config/routes';

type Sort = 'distance' | 'idle';

/** How often the busy levels of the listed halls are refreshed while the page is shown. */
const HALL_REFRESH_MS = 60_000;

/** 找大厅: halls of the area by district, keyword, distance from the area centre or busy level. Kept alive. */
export default function FindTheLobbyPage() {
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const region = useRegion(fixedArea);
  const [district, setDistrict] = useState('all');
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<Sort>('distance');
  const districts = useQuery({ queryKey: ['sub-regions', fixedArea], queryFn: () => getSubRegions(fixedArea), enabled: (region.data?.level ?? 3) < 3 });
  const areaCode = district === 'all' ? fixedArea : district;
  // Crowd levels change through the day: refreshed every minute while the page is shown (a
  // kept-alive page hidden in the background stops polling).
  const halls = useQuery({ queryKey: ['halls', areaCode], queryFn: () => getHallList({ areaCode }), refetchInterval: HALL_REFRESH_MS });
  const centre = region.data;
  const busyRank = { idle: 0, normal: 1, busy: 2 } as const;
  const shown = useMemo(() => {
    const list = (halls.data ?? []).filter((h) => !keyword || h.name.includes(keyword) || h.address.includes(keyword));
    if (sort === 'idle') return [...list].sort((a, b) => busyRank[a.busy] - busyRank[b.busy]);
    if (centre) return [...list].sort((a, b) => distanceMeters(centre, a) - distanceMeters(centre, b));
    return list;
    // busyRank is a constant
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [halls.data, keyword, sort, centre]);

  return (
    <PageShell title="找大厅">
      <div style={{ background: '#fff', padding: '8px 12px' }}>
        <SearchBar placeholder="搜索大厅名称或地址" value={keyword} onChange={setKeyword} />
        <Selector
          style={{ marginTop: 8, '--padding': '6px 14px' } as React.CSSProperties}
          options={[
            { label: '距离最近', value: 'distance' },
            { label: '人少优先', value: 'idle' },
          ]}
          value={[sort]}
          onChange={(v) => v[0] && setSort(v[0] as Sort)}
        />
      </div>
      <DistrictTabs districts={districts.data} active={district} onChange={setDistrict} />
      <QueryView query={halls} isEmpty={() => shown.length === 0} empty={<EmptyState title="没有找到符合条件的大厅" />}>
        {() => <HallList halls={shown} onOpen={(h) => go(paths.lntroductionhall({ hallId: h.id }))} distanceOf={centre ? (h) => formatDistance(distanceMeters(centre, h)) : undefined} />}
      </QueryView>
    </PageShell>
  );
}
