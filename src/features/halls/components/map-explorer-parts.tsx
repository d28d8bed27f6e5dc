import type { UseQueryResult } from '@tanstack/react-query';
import { Button, FloatingPanel, SearchBar, Switch } from 'antd-mobile';
import type { Dispatch, ReactNode } from 'react';
import { BusyBadge } from '@/components/busy-badge';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { distanceMeters, formatDistance } from '../distance';
import type { HallSheet } from '../hooks/use-hall-sheet';
import { LOCATE_FAILURE_TEXT, type LocateState } from '../hooks/use-geolocation';
import type { ExplorerAction, ExplorerState } from '../map-explorer-state';
import { alternativeAmong, filterHalls, type MapFilters } from '../map-filters';
import type { Hall } from '../types';
import { AlternativeHall } from './alternative-hall';
import styles from './map-explorer.module.css';

type Position = { lat: number; lng: number } | null;

/** The place search, 只看正在办公, the map's switch and the matter search with what it found. */
export function MapTools({
  state,
  dispatch,
  onSearchPlace,
  handling,
}: {
  state: ExplorerState;
  dispatch: Dispatch<ExplorerAction>;
  onSearchPlace: (text: string) => void;
  /** The halls handling the matter searched for: null while they are asked for. */
  handling: number | null;
}) {
  return (
    <div className={styles.tools}>
      <div role="search" aria-label="搜索地点">
        <SearchBar
          placeholder="搜索地点，如：和平区"
          value={state.placeInput}
          onChange={(value) => dispatch({ type: 'placeInput', value })}
          onSearch={onSearchPlace}
        />
      </div>
      {state.placeError ? (
        <p role="alert" className={styles.note}>
          {state.placeError}
        </p>
      ) : null}
      <div className={styles.filterRow}>
        <label className={styles.switch}>
          <Switch checked={state.openNow} onChange={(value) => dispatch({ type: 'openNow', value })} aria-label="只看正在办公的大厅" />
          <span aria-hidden="true">只看正在办公</span>
        </label>
        <Button size="small" fill="outline" color="primary" onClick={() => dispatch({ type: 'toggleMap' })} aria-pressed={state.showMap}>
          {state.showMap ? '只看列表' : '显示地图'}
        </Button>
      </div>
      <div role="search" aria-label="按办理事项筛选大厅">
        <SearchBar
          placeholder="办理事项，如：社会保障卡"
          value={state.matterInput}
          onChange={(value) => dispatch({ type: 'matterInput', value })}
          onSearch={(value) => dispatch({ type: 'searchMatter', value })}
          onClear={() => dispatch({ type: 'clearMatter' })}
        />
      </div>
      {state.matter ? (
        <p className={styles.note} aria-live="polite">
          {handling === null ? '正在查找办理该事项的大厅…' : `可办理“${state.matter}”的大厅：${handling}个`}{' '}
          <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'clearMatter' })}>
            清除事项
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The halls shown, one row each: name (the page's link), busy level, address, hours, distance, an
 * alternative; the first `limit` of them, then 显示更多大厅 (a city of 300 halls drawn at once held
 * a slow phone for seconds: hall-list.tsx).
 */
export function HallRows({
  halls,
  shown,
  limit,
  onMore,
  filters,
  selectedId,
  user,
  hallLink,
  register,
  onShowOnMap,
  onEscape,
}: {
  halls: UseQueryResult<Hall[]>;
  shown: Hall[];
  /** How many rows are drawn; `onMore` draws more. */
  limit: number;
  onMore: () => void;
  filters: MapFilters;
  selectedId: string | null;
  user: Position;
  hallLink: (hall: Hall) => ReactNode;
  /** Keeps each row's element (the map scrolls to it). */
  register: (id: string, el: HTMLLIElement | null) => void;
  onShowOnMap: (hall: Hall) => void;
  /** Escape on a row (with the map shown: back to its pin). */
  onEscape: (id: string) => void;
}) {
  return (
    <QueryView
      query={halls}
      isEmpty={() => shown.length === 0}
      empty={<EmptyState title="没有符合条件的大厅" description="换个区县或事项试试" />}
    >
      {(all) => (
        <>
          <ul className={styles.list}>
            {(shown.length > limit ? shown.slice(0, limit) : shown).map((h) => (
              <li
                key={h.id}
                ref={(el) => register(h.id, el)}
                className={styles.row}
                data-hall={h.id}
                aria-current={h.id === selectedId ? 'true' : undefined}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') onEscape(h.id);
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
                <AlternativeHall alternative={alternativeAmong(h, filterHalls(all, { ...filters, district: 'all' }))} />
                <button type="button" className={styles.linkButton} onClick={() => onShowOnMap(h)} aria-label={`在地图上查看${h.name}`}>
                  在地图上查看
                </button>
              </li>
            ))}
          </ul>
          {shown.length > limit ? (
            <div className={styles.more}>
              <Button size="small" fill="outline" onClick={onMore}>
                显示更多大厅（已显示{limit}/{shown.length}个）
              </Button>
            </div>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

/** Where the list's order comes from (the position, or why there is none) and 回到我的位置. */
export function LocateLine({
  located,
  locate,
  onCentreUser,
}: {
  located: LocateState;
  locate: () => void;
  /** Present when the map is shown and the position known. */
  onCentreUser?: () => void;
}) {
  return (
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
      {onCentreUser ? (
        <button type="button" className={styles.linkButton} onClick={onCentreUser}>
          回到我的位置
        </button>
      ) : null}
    </div>
  );
}

/** The list as a sheet over the map, with its title and its 展开 / 收起 buttons. */
export function SheetPanel({ sheet, title, children }: { sheet: HallSheet; title: ReactNode; children: ReactNode }) {
  const { panel, anchors, level, moveTo, onHeightChange, reveal } = sheet;
  return (
    <FloatingPanel
      ref={panel}
      anchors={anchors}
      onHeightChange={onHeightChange}
      className={styles.panel}
      data-testid="hall-sheet"
      data-level={level}
    >
      <section aria-labelledby="hall-sheet-title" className={styles.panelBody} onFocus={reveal}>
        <div className={styles.panelHead}>
          {title}
          <div className={styles.panelButtons} data-sheet-control>
            <button
              type="button"
              className={styles.sheetButton}
              aria-disabled={level === anchors.length - 1}
              onClick={() => moveTo(level + 1)}
            >
              展开列表
            </button>
            <button type="button" className={styles.sheetButton} aria-disabled={level === 0} onClick={() => moveTo(level - 1)}>
              收起列表
            </button>
          </div>
        </div>
        {children}
      </section>
    </FloatingPanel>
  );
}
