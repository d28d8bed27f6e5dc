import { useCallback, useState } from 'react';
import { canZoomIn, canZoomOut, clampZoom, zoomIn, zoomOut, type ZoomRange } from '../zoom';

/** Zoom state for a viewer: percent value, steps and whether each button is enabled. */
export function useZoom(range: ZoomRange) {
  const [value, setValue] = useState(range.initial);
  return {
    value,
    zoomIn: useCallback(() => setValue((v) => zoomIn(v, range)), [range]),
    zoomOut: useCallback(() => setValue((v) => zoomOut(v, range)), [range]),
    set: useCallback((v: number) => setValue(clampZoom(v, range)), [range]),
    canZoomIn: canZoomIn(value, range),
    canZoomOut: canZoomOut(value, range),
  };
}
