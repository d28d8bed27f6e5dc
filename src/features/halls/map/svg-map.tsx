import { useMemo } from 'react';
import { HALL_STATE_COLOUR, HALL_STATE_MARK, hallState } from '@/components/hall-state';
import { hallStatusText } from '../map-filters';
import { H, TAP_SLOP, useSvgMapView, W } from '../hooks/use-svg-map-view';
import { districtsOf, DISTRICTS, makeFrame, zoomAt } from './geometry';
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
        <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`} aria-hidden="true">
          {DISTRICTS.map((d) => (
            <path
              key={d.properties.code}
              d={frame.path(d)}
              className={fitCodes.has(d.properties.code) ? styles.district : styles.districtOut}
              data-district={d.properties.code}
            />
          ))}
          {view.k < 4
            ? DISTRICTS.filter((d) => fitCodes.has(d.properties.code)).map((d) => {
                const [x, y] = frame.point(d.properties.cp[1], d.properties.cp[0]);
                return (
                  <text key={d.properties.code} x={x} y={y} className={styles.label} style={{ fontSize: 11 / view.k }}>
                    {d.properties.name}
                  </text>
                );
              })
            : null}
        </g>
        {halls.map((h) => {
          const p = screen(h.lat, h.lng);
          if (!visible(p)) return null;
          const selected = h.id === selectedId;
          return (
            <g
              key={h.id}
              transform={`translate(${p[0]} ${p[1]})`}
              className={styles.pin}
              data-hall={h.id}
              data-busy={hallState(h)}
              data-selected={selected || undefined}
              role="button"
              tabIndex={0}
              aria-label={`${h.name}，${hallStatusText(h, user)}`}
              aria-current={selected ? 'true' : undefined}
              onClick={() => {
                if (moved.current <= TAP_SLOP) onSelect(h.id, 'pointer');
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                onSelect(h.id, 'keyboard');
              }}
            >
              <circle r={17} cy={-18} className={styles.focusRing} />
              <path
                d="M0 0 L-9 -14 A11 11 0 1 1 9 -14 Z"
                fill={HALL_STATE_COLOUR[hallState(h)]}
                stroke="#fff"
                strokeWidth={selected ? 3 : 1.5}
              />
              <text y={-17} className={styles.pinMark} aria-hidden="true">
                {HALL_STATE_MARK[hallState(h)]}
              </text>
              {selected ? <circle r={20} cy={-20} className={styles.halo} /> : null}
            </g>
          );
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
