import { BottomTabs } from '@/features/app-shell/components/bottom-tabs';
import { districtTabsQueries, useDistricts, useRegion } from '@/features/app-shell/hooks/use-area';
import { MapExplorer } from '@/features/halls/components/map-explorer';
import { usePreferences } from '@/lib/preferences/preferences';
import { AppLink, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import styles from './halls.module.css';
import { NetworkLine } from '@/components/network-line';
import type { FirstQueries } from '@/app/routing/page-modules';
import { hallListQuery } from '@/features/halls/api/get-hall-list';
import { effectiveAreaParams } from '@/lib/router/defaults';

/** The area's halls (the map's pins), its position and districts, asked before the page renders (FirstQueries, docs/performance.md). */
export const firstQueries: FirstQueries = (query) => {
  const { fixedArea } = effectiveAreaParams(`?${query.toString()}`);
  return [hallListQuery(fixedArea), ...districtTabsQueries(fixedArea)];
};

/** 政务地图: every hall of the area on a map and in a list, synchronised, with live crowding. */
export default function GovernmentMapPage() {
  const { fixedArea } = useAreaParams();
  const region = useRegion(fixedArea);
  const districts = useDistricts(fixedArea);
  const elder = usePreferences((p) => p.elderMode);
  return (
    <div className={styles.page}>
      <NetworkLine />
      <main className={styles.stage}>
        <MapExplorer
          header={
            <header className={styles.header}>
              <h1 className={styles.title}>{region.data?.district ?? ''} 政务地图</h1>
            </header>
          }
          fixedArea={fixedArea}
          districts={districts.data}
          elder={elder}
          hallLink={(h) => <AppLink to={paths.hallIntroPortal({ hallId: h.id })}>{h.name}</AppLink>}
        />
      </main>
      <BottomTabs active="/governmentMap" />
    </div>
  );
}
