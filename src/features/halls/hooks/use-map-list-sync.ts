import { useEffect, useRef, useState, type Dispatch } from 'react';
import { HALL_ROWS_STEP } from '../hall-order';
import type { ExplorerAction } from '../map-explorer-state';
import type { Hall } from '../types';
import type { HallSheet } from './use-hall-sheet';

/**
 * 政务地图's map and list kept in step: a pin chosen opens the sheet and goes to its hall's row
 * (drawing more rows first when it is not drawn yet; from the keyboard, focus goes to the row),
 * Escape on a row goes back to its pin, and "在地图上查看" shows the map above the sheet.
 */
export function useMapListSync({
  dispatch,
  sheet,
  shown,
  showMap,
}: {
  dispatch: Dispatch<ExplorerAction>;
  sheet: HallSheet;
  shown: Hall[];
  showMap: boolean;
}) {
  const rows = useRef(new Map<string, HTMLLIElement>());
  // The rows drawn (HallRows), and a pin's hall whose row is drawn only now, to be gone to after it is.
  const [limit, setLimit] = useState(HALL_ROWS_STEP);
  const pending = useRef<{ id: string; via: 'pointer' | 'keyboard' } | null>(null);

  const toRow = (id: string, via: 'pointer' | 'keyboard') => {
    const row = rows.current.get(id);
    row?.scrollIntoView?.({ block: 'start', behavior: via === 'keyboard' ? 'auto' : 'smooth' });
    // From the keyboard, focus goes to the hall's row in the sheet (a screen reader reads its name);
    // Escape there goes back to the pin.
    if (via === 'keyboard') row?.querySelector<HTMLElement>('h3 a')?.focus();
  };
  const selectFromMap = (id: string, via: 'pointer' | 'keyboard') => {
    dispatch({ type: 'select', id });
    if (sheet.level === 0) sheet.moveTo(1);
    if (rows.current.has(id)) return toRow(id, via);
    const index = shown.findIndex((h) => h.id === id);
    if (index < 0) return;
    pending.current = { id, via };
    setLimit(Math.ceil((index + 1) / HALL_ROWS_STEP) * HALL_ROWS_STEP);
  };
  useEffect(() => {
    const go = pending.current;
    if (!go || !rows.current.has(go.id)) return;
    pending.current = null;
    toRow(go.id, go.via);
  });
  const backToPin = (id: string) => {
    if (showMap) sheet.stage.current?.querySelector<SVGGElement>(`g[data-hall="${id}"][tabindex]`)?.focus();
  };
  const showOnMap = (h: Hall) => {
    dispatch({ type: 'showOnMap', hall: h });
    // The map must show above the sheet.
    if (sheet.level === 2) sheet.moveTo(1);
  };
  const register = (id: string, el: HTMLLIElement | null) => (el ? rows.current.set(id, el) : rows.current.delete(id));
  return { limit, more: () => setLimit(limit + HALL_ROWS_STEP), register, selectFromMap, backToPin, showOnMap };
}
