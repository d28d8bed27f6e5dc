import { useQuery } from '@tanstack/react-query';
import { Button, FloatingPanel, SearchBar, Switch, type FloatingPanelRef } from 'antd-mobile';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EmptyState, LoadingState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { convertFromGps } from '../api/convert-coordinates';
import { geocode } from '../api/geocode';
import { hallListQuery, HALL_LIST_REFRESH_MS } from '../api/get-hall-list';
import { hallsHandlingQuery } from '../api/get-halls-handling';
import { distanceMeters, formatDistance } from '../distance';
import { useGeolocation, LOCATE_FAILURE_TEXT } from '../hooks/use-geolocation';
import { activeFilterCount, alternativeAmong, filterHalls, type MapFilters } from '../map-filters';
import { BusyBadge } from '@/components/busy-badge';
import { AlternativeHall } from './alternative-hall';
import type { CentreRequest } from '../map/types';
import type { Hall } from '../types';
import { DistrictTabs } from './district-tabs';
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

/** The sheet's heights (px) over the map: a peek at its title, half the page, nearly all of it. */
export function sheetAnchors(stageHeight: number, elder: boolean): [number, number, number] {
  const h = Math.max(stageHeight, 320);
  const peek = elder ? 156 : 124;
  const half = Math.max(peek + 80, Math.round(h * 0.5));
  const full = Math.max(half + 80, h - 56);
  return [peek, half, full];
}

/**
 * 政务地图: the map and the list of the same halls, synchronised. Tapping a pin (or Enter / Space
 * on a focused one, which also moves focus to the hall's row) opens the sheet and scrolls the
 * list to its hall; "在地图上查看"
 * on a row centres the map on it. Filters: district, open now, a matter handled. With the map
 * shown, the list is a sheet over it (antd-mobile FloatingPanel) dragged between three heights or
 * moved by its 展开 / 收起 buttons; with the list alone (只看列表, elder mode's start) it is a
 * plain part of the page. The list alone does everything (screen readers, elder mode).
 */
export function MapExplorer({ fixedArea, districts, elder, hallLink, header }: MapExplorerProps) {
  const halls = useQuery({ ...hallListQuery(fixedArea), refetchInterval: HALL_LIST_REFRESH_MS });
  const [district, setDistrict] = useState('all');
  const [openNow, setOpenNow] = useState(false);
  const [matterInput, setMatterInput] = useState('');
  const [matter, setMatter] = useState('');
  const handling = useQuery(hallsHandlingQuery(fixedArea, matter));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [centre, setCentre] = useState<CentreRequest | null>(null);
  const [showMap, setShowMap] = useState(!elder);
  const [place, setPlace] = useState<{ lat: number; lng: number; name: string } | null>(null);
  const [placeInput, setPlaceInput] = useState('');
  const [placeError, setPlaceError] = useState<string | null>(null);
  const { state: located, locate } = useGeolocation();
  const [user, setUser] = useState<{ lat: number; lng: number } | null>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const seq = useRef(0);

  // The device gives GPS coordinates; the halls are in the maps' coordinates: the maps proxy converts.
  useEffect(() => {
    if (located.status !== 'located') return;
    let live = true;
    convertFromGps(located.lat, located.lng)
      .then((p) => live && setUser(p))
      .catch(() => live && setUser({ lat: located.lat, lng: located.lng }));
    return () => {
      live = false;
    };
  }, [located]);

  const filters: MapFilters = useMemo(
    () => ({ district, openNow, handling: matter && handling.data ? new Set(handling.data.map((x) => x.hallId)) : null }),
    [district, openNow, matter, handling.data],
  );
  const shown = useMemo(() => {
    const list = filterHalls(halls.data ?? [], filters);
    return user ? [...list].sort((a, b) => distanceMeters(user, a) - distanceMeters(user, b)) : list;
  }, [halls.data, filters, user]);

  const centreOn = (lat: number, lng: number) => setCentre({ lat, lng, seq: ++seq.current });

  // The sheet: its heights follow the page's, its level is the anchor it rests at (0 = peek).
  const stage = useRef<HTMLDivElement>(null);
  const panel = useRef<FloatingPanelRef>(null);
  const [stageHeight, setStageHeight] = useState(0);
  const [level, setLevel] = useState(0);
  const anchors = useMemo(() => sheetAnchors(stageHeight || window.innerHeight, elder), [stageHeight, elder]);
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () => setStageHeight(el.clientHeight);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const moveSheet = useCallback(
    (to: number) => {
      const next = Math.max(0, Math.min(anchors.length - 1, to));
      setLevel(next);
      panel.current?.setHeight(anchors[next]);
    },
    [anchors],
  );
  // New heights (a resize, elder mode): the sheet keeps its level.
  useEffect(() => panel.current?.setHeight(anchors[level], { immediate: true }), [anchors]); // eslint-disable-line react-hooks/exhaustive-deps
  // A drag ends at an anchor: that is the level.
  const onSheetHeight = (height: number, animating: boolean) => {
    if (animating) return;
    const nearest = anchors.reduce((best, a, i) => (Math.abs(a - height) < Math.abs(anchors[best] - height) ? i : best), 0);
    setLevel(nearest);
  };

  const selectFromMap = (id: string, via: 'pointer' | 'keyboard') => {
    setSelectedId(id);
    if (level === 0) moveSheet(1);
    const row = rows.current.get(id);
    row?.scrollIntoView?.({ block: 'start', behavior: via === 'keyboard' ? 'auto' : 'smooth' });
    // From the keyboard, focus goes to the hall's row in the sheet (a screen reader reads its name);
    // Escape there goes back to the pin.
    if (via === 'keyboard') row?.querySelector<HTMLElement>('h3 a')?.focus();
  };
  const backToPin = (id: string) => stage.current?.querySelector<SVGGElement>(`g[data-hall="${id}"][tabindex]`)?.focus();
  const showOnMap = (h: Hall) => {
    setSelectedId(h.id);
    setShowMap(true);
    centreOn(h.lat, h.lng);
    // The map must show above the sheet.
    if (level === 2) moveSheet(1);
  };
  const searchPlace = async (text: string) => {
    const q = text.trim();
    if (!q) return;
    setPlaceError(null);
    try {
      const found = await geocode(q, fixedArea);
      if (!found.length) return setPlaceError(`没有找到“${q}”`);
      setPlace(found[0]);
      setShowMap(true);
      centreOn(found[0].lat, found[0].lng);
    } catch (e) {
      setPlaceError(e instanceof Error ? e.message : '地点搜索失败，请稍后重试');
    }
  };

  const count = activeFilterCount(filters);
  // The sheet holds a list: while loading, failed or empty, the state shows in the page itself
  // (a peeking sheet would hide it and its retry).
  const sheet = showMap && halls.data !== undefined && !halls.isError && shown.length > 0;
  // A sheet that comes back (the list filled again) starts at its peek, as FloatingPanel does.
  useEffect(() => {
    if (!sheet) setLevel(0);
  }, [sheet]);
  // Keyboard focus on a control the sheet covers (the tools, the map) lowers the sheet to a peek.
  const uncover = (e: React.FocusEvent) => {
    if (level === 0) return;
    const top = stage.current?.querySelector('[data-testid="hall-sheet"]')?.getBoundingClientRect().top;
    if (top !== undefined && (e.target as HTMLElement).getBoundingClientRect().bottom > top) moveSheet(0);
  };

  const title = (
    <h2 id="hall-sheet-title" className={styles.sheetTitle}>
      大厅列表（{shown.length}个{count ? `，已筛选${count}项` : ''}）
    </h2>
  );
  const list = (
    <QueryView
      query={halls}
      isEmpty={() => shown.length === 0}
      empty={<EmptyState title="没有符合条件的大厅" description="换个区县或事项试试" />}
    >
      {() => (
        <ul className={styles.list}>
          {shown.map((h) => (
            <li
              key={h.id}
              ref={(el) => {
                if (el) rows.current.set(h.id, el);
                else rows.current.delete(h.id);
              }}
              className={styles.row}
              data-hall={h.id}
              aria-current={h.id === selectedId ? 'true' : undefined}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && showMap) backToPin(h.id);
              }}
            >
              <div className={styles.rowHead}>
                <h3 className={styles.name}>{hallLink(h)}</h3>
                <BusyBadge hall={h} />
              </div>
              <p className={styles.meta}>{h.address}</p>
              <p className={styles.meta}>
                {h.openHours}
                {user ? ` · 距您${formatDistance(distanceMeters(user, h))}` : ''}
              </p>
              <AlternativeHall alternative={alternativeAmong(h, filterHalls(halls.data ?? [], { ...filters, district: 'all' }))} />
              <button type="button" className={styles.linkButton} onClick={() => showOnMap(h)} aria-label={`在地图上查看${h.name}`}>
                在地图上查看
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );

  return (
    <div className={styles.explorer} ref={stage}>
      <div
        className={styles.scroller}
        style={sheet ? { paddingBottom: anchors[0] + 12, scrollPaddingBottom: anchors[0] + 12 } : undefined}
        onFocus={sheet ? uncover : undefined}
      >
        {header}
        <div className={styles.tools}>
          <div role="search" aria-label="搜索地点">
            <SearchBar
              placeholder="搜索地点，如：和平区"
              value={placeInput}
              onChange={setPlaceInput}
              onSearch={(v) => void searchPlace(v)}
            />
          </div>
          {placeError ? (
            <p role="alert" className={styles.note}>
              {placeError}
            </p>
          ) : null}
          <div className={styles.filterRow}>
            <label className={styles.switch}>
              <Switch checked={openNow} onChange={setOpenNow} aria-label="只看正在办公的大厅" />
              <span aria-hidden="true">只看正在办公</span>
            </label>
            <Button size="small" fill="outline" color="primary" onClick={() => setShowMap((v) => !v)} aria-pressed={showMap}>
              {showMap ? '只看列表' : '显示地图'}
            </Button>
          </div>
          <div role="search" aria-label="按办理事项筛选大厅">
            <SearchBar
              placeholder="办理事项，如：社会保障卡"
              value={matterInput}
              onChange={setMatterInput}
              onSearch={(v) => setMatter(v.trim())}
              onClear={() => setMatter('')}
            />
          </div>
          {matter ? (
            <p className={styles.note} aria-live="polite">
              {handling.isPending ? '正在查找办理该事项的大厅…' : `可办理“${matter}”的大厅：${filters.handling?.size ?? 0}个`}{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  setMatter('');
                  setMatterInput('');
                }}
              >
                清除事项
              </button>
            </p>
          ) : null}
        </div>
        <DistrictTabs districts={districts} active={district} onChange={setDistrict} />
        {showMap ? (
          <Suspense fallback={<LoadingState rows={6} />}>
            <HallMap
              fitArea={district === 'all' ? fixedArea : district}
              halls={shown}
              selectedId={selectedId}
              centre={centre}
              user={user}
              place={place}
              onSelect={selectFromMap}
            />
          </Suspense>
        ) : null}
        <div className={styles.locate}>
          {located.status === 'located' ? (
            <span>已按离您的距离排序</span>
          ) : located.status === 'failed' ? (
            <span>
              {LOCATE_FAILURE_TEXT[located.reason]}{' '}
              <button type="button" className={styles.linkButton} onClick={locate}>
                重新定位
              </button>
            </span>
          ) : (
            <span>正在获取您的位置…</span>
          )}
          {user && showMap ? (
            <button type="button" className={styles.linkButton} onClick={() => centreOn(user.lat, user.lng)}>
              回到我的位置
            </button>
          ) : null}
        </div>
        {sheet ? null : (
          <section className={styles.sheet} aria-labelledby="hall-sheet-title">
            {title}
            {list}
          </section>
        )}
      </div>
      {sheet ? (
        <FloatingPanel
          ref={panel}
          anchors={anchors}
          onHeightChange={onSheetHeight}
          className={styles.panel}
          data-testid="hall-sheet"
          data-level={level}
        >
          <section
            aria-labelledby="hall-sheet-title"
            className={styles.panelBody}
            onFocus={(e) => {
              // Whatever takes the focus inside the sheet must be on screen: a peeking sheet opens.
              if (level === 0 && !(e.target as HTMLElement).closest('[data-sheet-control]')) moveSheet(1);
            }}
          >
            <div className={styles.panelHead}>
              {title}
              <div className={styles.panelButtons} data-sheet-control>
                <button
                  type="button"
                  className={styles.sheetButton}
                  aria-disabled={level === anchors.length - 1}
                  onClick={() => moveSheet(level + 1)}
                >
                  展开列表
                </button>
                <button type="button" className={styles.sheetButton} aria-disabled={level === 0} onClick={() => moveSheet(level - 1)}>
                  收起列表
                </button>
              </div>
            </div>
            {list}
          </section>
        </FloatingPanel>
      ) : null}
    </div>
  );
}
