import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { centreOn, zoomAt, type MapFrame, type View } from '../map/geometry';
import type { CentreRequest } from '../map/types';

/** The offline map's frame, in SVG units. */
export const W = 360;
export const H = 420;
/** How far a pointer may move (in frame units) and still be a tap on a pin. */
export const TAP_SLOP = 6;

/**
 * The offline map's view (zoom and pan) and its gestures: drag pans, two fingers pinch, the wheel
 * zooms (the page does not scroll under it); a new frame starts from the whole of it, and a
 * centre request centres on its point. `moved` is how far the pointer went since it went down.
 */
export function useSvgMapView(frame: MapFrame, centre: CentreRequest | null) {
  const [view, setView] = useState<View>({ k: 1, x: 0, y: 0 });
  const svg = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const moved = useRef(0);

  // A new area (or district filter) starts from the whole of it.
  useEffect(() => setView({ k: 1, x: 0, y: 0 }), [frame]);

  useEffect(() => {
    if (!centre) return;
    const [px, py] = frame.point(centre.lat, centre.lng);
    if (Number.isFinite(px)) setView((v) => centreOn(v, px, py, W, H));
  }, [centre, frame]);

  const toFrame = (clientX: number, clientY: number) => {
    const r = svg.current?.getBoundingClientRect();
    if (!r || !r.width) return { x: clientX, y: clientY };
    return { x: ((clientX - r.left) * W) / r.width, y: ((clientY - r.top) * H) / r.height };
  };

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, toFrame(e.clientX, e.clientY));
    if (pointers.current.size === 1) moved.current = 0;
  };
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    const next = toFrame(e.clientX, e.clientY);
    if (pointers.current.size === 1) {
      moved.current += Math.abs(next.x - prev.x) + Math.abs(next.y - prev.y);
      setView((v) => ({ ...v, x: v.x + next.x - prev.x, y: v.y + next.y - prev.y }));
    } else if (pointers.current.size === 2) {
      const other = [...pointers.current.entries()].find(([id]) => id !== e.pointerId)?.[1];
      if (other) {
        const before = Math.hypot(prev.x - other.x, prev.y - other.y);
        const after = Math.hypot(next.x - other.x, next.y - other.y);
        moved.current += TAP_SLOP + 1;
        if (before > 0) setView((v) => zoomAt(v, after / before, (next.x + other.x) / 2, (next.y + other.y) / 2));
      }
    }
    pointers.current.set(e.pointerId, next);
  };
  const onPointerEnd = (e: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
  };
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    // Not React's onWheel: it is passive, and the page must not scroll under the map.
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const x = r.width ? ((e.clientX - r.left) * W) / r.width : 0;
      const y = r.height ? ((e.clientY - r.top) * H) / r.height : 0;
      setView((v) => zoomAt(v, e.deltaY < 0 ? 1.25 : 0.8, x, y));
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  }, []);

  return { view, setView, svg, moved, onPointerDown, onPointerMove, onPointerEnd };
}
