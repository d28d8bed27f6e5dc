import { useRef, useState, type PointerEvent } from 'react';

/**
 * Drag to reorder with a handle, for touch and mouse alike (HTML drag and drop does not work on
 * phones): the handle captures the pointer, the row under the pointer is the new place.
 */
export function useReorderDrag(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const rows = useRef<(HTMLElement | null)[]>([]);

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
        setDragging(i);
        setOver(i);
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        if (dragging === null) return;
        setOver(indexAt(e.clientY));
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => {
        if (dragging === null) return;
        const to = indexAt(e.clientY);
        if (to !== dragging) onMove(dragging, to);
        setDragging(null);
        setOver(null);
      },
      onPointerCancel: () => {
        setDragging(null);
        setOver(null);
      },
      style: { touchAction: 'none', cursor: 'grab' } as const,
    }),
  };
}
