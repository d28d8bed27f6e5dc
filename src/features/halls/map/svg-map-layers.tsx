import type { RefObject } from 'react';
import { HALL_STATE_COLOUR, HALL_STATE_MARK, hallState } from '@/components/hall-state';
import { hallStatusText } from '../map-filters';
import { TAP_SLOP } from '../hooks/use-svg-map-view';
import type { Hall } from '../types';
import { DISTRICTS, type MapFrame, type View } from './geometry';
import type { HallMapProps } from './types';
import styles from './map.module.css';

/** The districts (those fitted drawn in full, the others faded) and, zoomed out, their names. */
export function DistrictLayer({ frame, view, fitCodes }: { frame: MapFrame; view: View; fitCodes: Set<string> }) {
  return (
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
  );
}

/** A hall's pin: a button named by its hall and busy level; a drag that moved is not a tap. */
export function HallPin({
  h,
  p,
  selected,
  user,
  moved,
  onSelect,
}: {
  h: Hall;
  p: [number, number];
  selected: boolean;
  user: HallMapProps['user'];
  moved: RefObject<number>;
  onSelect: HallMapProps['onSelect'];
}) {
  return (
    <g
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
      <path d="M0 0 L-9 -14 A11 11 0 1 1 9 -14 Z" fill={HALL_STATE_COLOUR[hallState(h)]} stroke="#fff" strokeWidth={selected ? 3 : 1.5} />
      <text y={-17} className={styles.pinMark} aria-hidden="true">
        {HALL_STATE_MARK[hallState(h)]}
      </text>
      {selected ? <circle r={20} cy={-20} className={styles.halo} /> : null}
    </g>
  );
}
