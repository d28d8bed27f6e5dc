import { useRef, useState, type TouchEvent } from 'react';

const distance = (t: React.TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);

/**
 * Two-finger pinch: scales the page by CSS while the fingers move, then commits the zoom once
 * (one re-render at the new size instead of one per touch move).
 */
export function usePinchZoom(zoom: number, commit: (value: number) => void) {
  const [pinch, setPinch] = useState(1);
  const start = useRef<{ distance: number; zoom: number } | null>(null);
  return {
    pinch,
    handlers: {
      onTouchStart: (e: TouchEvent) => {
        if (e.touches.length === 2) start.current = { distance: distance(e.touches), zoom };
      },
      onTouchMove: (e: TouchEvent) => {
        if (e.touches.length === 2 && start.current) setPinch(distance(e.touches) / start.current.distance);
      },
      onTouchEnd: () => {
        if (!start.current) return;
        commit(start.current.zoom * pinch);
        start.current = null;
        setPinch(1);
      },
    },
  };
}
