/** Stepped zoom in whole percent, with both buttons disabled at their bounds. */
export interface ZoomRange {
  min: number;
  max: number;
  step: number;
  initial: number;
}

/** docs/spec-rules.md section 9: frame zoom 5 % steps, 100-200, starting at 105. */
export const FRAME_ZOOM: ZoomRange = { min: 100, max: 200, step: 5, initial: 105 };

/** docs/spec-rules.md section 9: PDF zoom 5 % steps from 100 %; the upper bound is ours. */
export const PDF_ZOOM: ZoomRange = { min: 100, max: 300, step: 5, initial: 100 };

export function clampZoom(value: number, range: ZoomRange): number {
  const snapped = Math.round(value / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, snapped));
}

export function zoomIn(value: number, range: ZoomRange): number {
  return clampZoom(value + range.step, range);
}

export function zoomOut(value: number, range: ZoomRange): number {
  return clampZoom(value - range.step, range);
}

export function canZoomIn(value: number, range: ZoomRange): boolean {
  return value < range.max;
}

export function canZoomOut(value: number, range: ZoomRange): boolean {
  return value > range.min;
}
