import { SearchBar } from 'antd-mobile';
import { BottomTabs } from '@/features/app-shell/components/bottom-tabs';
import { useDistricts, useRegion } from '@/features/app-shell/hooks/use-area';
import { DistrictTabs } from '@/features/halls/components/district-tabs';
import { HallList } from '@/features/halls/components/hall-list';
import { useHallFinder } from '@/features/halls/hooks/use-hall-finder';
import { EmptyState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import styles from './home.module.css';
import { paths } from '@/config/routes';

/** 政务地图: the halls of the area as a list with district and keyword filters. */
export default function GovernmentMapPage() {
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const region = useRegion(fixedArea);
  const districts = useDistricts(fixedArea);
  const { district, setDistrict, keyword, setKeyword, halls, shown } = useHallFinder({ fixedArea });

  return (
    <div className={styles.page}>
      <main className={styles.scroll}>
        <header className={styles.header} style={{ paddingBottom: 14 }}>
          <div className={styles.topRow}>
            <h1 className={styles.area}>{region.data?.district ?? ''} 政务地图</h1>
          </div>
          <SearchBar
            aria-label="搜索大厅"
            placeholder="搜索大厅名称或地址"
            value={keyword}
            onChange={setKeyword}
            className={styles.mapSearch}
          />
        </header>
        <DistrictTabs districts={districts.data} active={district} onChange={setDistrict} />
        <section className={styles.card} aria-label="大厅列表">
          <QueryView query={halls} isEmpty={() => shown.length === 0} empty={<EmptyState title="没有找到符合条件的大厅" />}>
            {() => <HallList halls={shown} onOpen={(h) => go(paths.lntroductionhall({ hallId: h.id }))} />}
          </QueryView>
        </section>
      </main>
      <BottomTabs active="/governmentMap" />
    </div>
  );
}
