import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '@/components/states';
import { useHallSheet } from '../hooks/use-hall-sheet';
import { useMapExplorer } from '../hooks/use-map-explorer';
import { useMapListSync } from '../hooks/use-map-list-sync';
import { activeFilterCount } from '../map-filters';
import type { Hall } from '../types';
import { DistrictTabs } from './district-tabs';
import { HallRows, LocateLine, MapTools, SheetPanel } from './map-explorer-parts';
import styles from './map-explorer.module.css';

const HallMap = lazy(() => import('../map/hall-map'));

export interface MapExplorerProps {
  fixedArea: string;
  districts: { value: string; text: string }[] | undefined;
  elder: boolean;
  /** Link to a hall's portal (the page supplies it: paths and navigation are the app's). */
  hallLink: (hall: Hall) => ReactNode;
  /** The page's heading, at the top of the scrolling part. */
  header?: ReactNode;
}

/**
 * 政务地图: the map and the list of the same halls, synchronised. Tapping a pin (or Enter / Space
 * on a focused one, which also moves focus to the hall's row) opens the sheet and scrolls the
 * list to its hall; "在地图上查看" on a row centres the map on it. Filters: district, open now, a
 * matter handled. With the map shown, the list is a sheet over it (antd-mobile FloatingPanel)
 * dragged between three heights or moved by its 展开 / 收起 buttons; with the list alone (只看列表,
 * elder mode's start) it is a plain part of the page. The list alone does everything (screen
 * readers, elder mode). State: hooks/use-map-explorer.ts (its reducer in map-explorer-state.ts),
 * hooks/use-hall-sheet.ts and hooks/use-map-list-sync.ts; parts: map-explorer-parts.tsx.
 */
export function MapExplorer({ fixedArea, districts, elder, hallLink, header }: MapExplorerProps) {
  const { halls, handling, state, dispatch, filters, shown, located, locate, user, searchPlace } = useMapExplorer(fixedArea, elder);
  const { showMap, selectedId } = state;
  // The sheet holds a list: while loading, failed or empty, the state shows in the page itself
  // (a peeking sheet would hide it and its retry).
  const isSheet = showMap && halls.data !== undefined && !halls.isError && shown.length > 0;
  const sheet = useHallSheet(elder, isSheet);
  const { limit, more, register, selectFromMap, backToPin, showOnMap } = useMapListSync({ dispatch, sheet, shown, showMap });

  const count = activeFilterCount(filters);
  const title = (
    <h2 id="hall-sheet-title" className={styles.sheetTitle}>
      大厅列表（{shown.length}个{count ? `，已筛选${count}项` : ''}）
    </h2>
  );
  const list = (
    <HallRows
      halls={halls}
      shown={shown}
      limit={limit}
      onMore={more}
      filters={filters}
      selectedId={selectedId}
      user={user}
      hallLink={hallLink}
      register={register}
      onShowOnMap={showOnMap}
      onEscape={backToPin}
    />
  );
  const peek = sheet.anchors[0] + 12;

  return (
    <div className={styles.explorer} ref={sheet.stage}>
      <div
        className={styles.scroller}
        style={isSheet ? { paddingBottom: peek, scrollPaddingBottom: peek } : undefined}
        onFocus={isSheet ? sheet.uncover : undefined}
      >
        {header}
        <MapTools
          state={state}
          dispatch={dispatch}
          onSearchPlace={(v) => void searchPlace(v)}
          handling={handling.isPending ? null : (filters.handling?.size ?? 0)}
        />
        <DistrictTabs districts={districts} active={state.district} onChange={(value) => dispatch({ type: 'district', value })} />
        {showMap ? (
          <Suspense fallback={<LoadingState rows={6} />}>
            <HallMap
              fitArea={state.district === 'all' ? fixedArea : state.district}
              halls={shown}
              selectedId={selectedId}
              centre={state.centre}
              user={user}
              place={state.place}
              onSelect={selectFromMap}
            />
          </Suspense>
        ) : null}
        <LocateLine
          located={located}
          locate={locate}
          onCentreUser={user && showMap ? () => dispatch({ type: 'centre', lat: user.lat, lng: user.lng }) : undefined}
        />
        {isSheet ? null : (
          <section className={styles.sheet} aria-labelledby="hall-sheet-title">
            {title}
            {list}
          </section>
        )}
      </div>
      {isSheet ? (
        <SheetPanel sheet={sheet} title={title}>
          {list}
        </SheetPanel>
      ) : null}
    </div>
  );
}
