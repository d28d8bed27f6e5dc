import { useRef, useState, type PointerEvent } from 'react';

/**
 * Drag to reorder with a handle, for touch and mouse alike (HTML drag and drop does not work on
 * phones): the handle captures the pointer, the row under the pointer is the new place.
 */
export function useReorderDrag(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const rows = useRef<(HTMLElement | null)[]>([]);
  // The row being dragged, read by the handlers: a move or release that comes before React has
  // re-rendered after the press (a busy phone) still belongs to the drag.
  const active = useRef<number | null>(null);
  const start = (i: number | null) => {
    active.current = i;
    setDragging(i);
    setOver(i);
  };

  // The last row whose top is above the pointer is the new place.
  const indexAt = (y: number): number => {
    let found = 0;
    rows.current.forEach((el, i) => {
      if (el && y >= el.getBoundingClientRect().top) found = i;
    });
    return found;
  };

  return {
    dragging,
    over,
    rowRef: (i: number) => (el: HTMLElement | null) => {
      rows.current[i] = el;
    },
    handleProps: (i: number) => ({
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        start(i);
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        if (active.current === null) return;
        setOver(indexAt(e.clientY));
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => {
        const from = active.current;
        if (from === null) return;
        const to = indexAt(e.clientY);
        start(null);
        if (to !== from) onMove(from, to);
      },
      onPointerCancel: () => start(null),
      style: { touchAction: 'none', cursor: 'grab' } as const,
    }),
  };
}
