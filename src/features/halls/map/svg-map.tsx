import { useMemo } from 'react';
import { H, useSvgMapView, W } from '../hooks/use-svg-map-view';
import { districtsOf, makeFrame, zoomAt } from './geometry';
import { DistrictLayer, HallPin } from './svg-map-layers';
import type { HallMapProps } from './types';
import styles from './map.module.css';

/**
 * The offline map: Tianjin's districts drawn by d3-geo as plain SVG, a pin per hall coloured by
 * its live busy level, the user's position and a searched place. Drag pans, two fingers pinch,
 * the wheel and the buttons zoom. Each pin on screen is a button in the tab order (list order),
 * named by its hall, busy level and distance; Enter or Space chooses it. The drawing itself is
 * hidden from screen readers; the list beside the map carries the same halls and actions.
 */
export default function SvgMap({ fitArea, halls, selectedId, centre, user, place, onSelect }: HallMapProps) {
  const fit = useMemo(() => districtsOf(fitArea), [fitArea]);
  const frame = useMemo(() => makeFrame(fit, W, H), [fit]);
  const { view, setView, svg, moved, onPointerDown, onPointerMove, onPointerEnd } = useSvgMapView(frame, centre);

  const screen = (lat: number, lng: number): [number, number] => {
    const [px, py] = frame.point(lat, lng);
    return [px * view.k + view.x, py * view.k + view.y];
  };
  const visible = (p: [number, number]) => p[0] > -20 && p[0] < W + 20 && p[1] > -20 && p[1] < H + 20;
  const fitCodes = new Set(fit.map((d) => d.properties.code));

  return (
    <div className={styles.map}>
      <svg
        ref={svg}
        viewBox={`0 0 ${W} ${H}`}
        className={styles.svg}
        role="group"
        aria-label={`大厅地图，${halls.length}个大厅，可用Tab键逐个选择`}
        data-testid="hall-map"
        data-zoom={view.k.toFixed(2)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerLeave={onPointerEnd}
      >
        <rect width={W} height={H} className={styles.water} aria-hidden="true" />
        <DistrictLayer frame={frame} view={view} fitCodes={fitCodes} />
        {halls.map((h) => {
          const p = screen(h.lat, h.lng);
          if (!visible(p)) return null;
          return <HallPin key={h.id} h={h} p={p} selected={h.id === selectedId} user={user} moved={moved} onSelect={onSelect} />;
        })}
        {user
          ? (() => {
              const p = screen(user.lat, user.lng);
              return visible(p) ? (
                <g transform={`translate(${p[0]} ${p[1]})`} data-testid="user-position" aria-hidden="true">
                  <circle r={12} className={styles.userHalo} />
                  <circle r={6} className={styles.user} />
                </g>
              ) : null;
            })()
          : null}
        {place
          ? (() => {
              const p = screen(place.lat, place.lng);
              return visible(p) ? (
                <g transform={`translate(${p[0]} ${p[1]})`} data-testid="place-marker" aria-hidden="true">
                  <rect x={-6} y={-6} width={12} height={12} transform="rotate(45)" className={styles.place} />
                </g>
              ) : null;
            })()
          : null}
      </svg>
      <div className={styles.zoom}>
        <button type="button" aria-label="放大地图" onClick={() => setView((v) => zoomAt(v, 1.5, W / 2, H / 2))}>
          +
        </button>
        <button type="button" aria-label="缩小地图" onClick={() => setView((v) => zoomAt(v, 1 / 1.5, W / 2, H / 2))}>
          −
        </button>
        <button type="button" aria-label="显示全部区域" onClick={() => setView({ k: 1, x: 0, y: 0 })}>
          全
        </button>
      </div>
    </div>
  );
}
