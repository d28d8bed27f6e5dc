/** iOS Safari refuses canvases above 16,777,216 pixels (a blank page, not an error). */
export const MAX_CANVAS_PIXELS = 16_777_216;

export interface CanvasSize {
  /** Backing-store size in device pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel actually used (devicePixelRatio, lowered by the cap). */
  outputScale: number;
}

/**
 * Backing-store size of a page drawn at `cssWidth` x `cssHeight` CSS pixels: crisp at the
 * device's pixel ratio, but never over `maxPixels`.
 */
export function canvasSizeFor(cssWidth: number, cssHeight: number, devicePixelRatio: number, maxPixels = MAX_CANVAS_PIXELS): CanvasSize {
  const dpr = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  let scale = dpr;
  const area = cssWidth * cssHeight;
  if (area * scale * scale > maxPixels) scale = Math.sqrt(maxPixels / area);
  let width = Math.max(1, Math.floor(cssWidth * scale));
  let height = Math.max(1, Math.floor(cssHeight * scale));
  while (width * height > maxPixels) {
    width -= 1;
    height = Math.max(1, Math.floor((width * cssHeight) / cssWidth));
  }
  return { width, height, outputScale: width / cssWidth };
}

/** The pages kept rendered: the current one and its neighbours, whatever the page count. */
export function pagesToKeep(current: number, total: number): number[] {
  const out: number[] = [];
  for (let n = current - 1; n <= current + 1; n += 1) if (n >= 1 && n <= total) out.push(n);
  return out;
}
