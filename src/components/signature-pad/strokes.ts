/** Pure stroke logic of the signature pad (no canvas): scaling on resize, and what counts as a signature. */

export interface StrokePoint {
  x: number;
  y: number;
  time: number;
  pressure?: number;
}

export interface Stroke {
  points: StrokePoint[];
}

/** Fewer points than this, or a smaller extent, is a tap or a dot, not a signature. */
export const MIN_POINTS = 20;
export const MIN_EXTENT_PX = 40;

export const countPoints = (strokes: readonly Stroke[]) => strokes.reduce((n, s) => n + s.points.length, 0);

/** Strokes scaled uniformly by the width change, so a resized or rotated pad shows the same signature. */
export function scaleStrokes<T extends Stroke>(strokes: readonly T[], from: { width: number }, to: { width: number }): T[] {
  if (!from.width || !to.width || from.width === to.width) return strokes.map((s) => ({ ...s, points: s.points.map((p) => ({ ...p })) }));
  const k = to.width / from.width;
  return strokes.map((s) => ({ ...s, points: s.points.map((p) => ({ ...p, x: p.x * k, y: p.y * k })) }));
}

export type SignatureRefusal = 'empty' | 'tooShort';

export const REFUSAL_TEXT: Record<SignatureRefusal, string> = {
  empty: '请先在框内签名',
  tooShort: '签名过短，请重新签名',
};

/** Why a drawing is not accepted as a signature, or null. `scale` = the pad's width / 300 px. */
export function signatureRefusal(strokes: readonly Stroke[], scale = 1): SignatureRefusal | null {
  const points = strokes.flatMap((s) => s.points);
  if (!points.length) return 'empty';
  if (points.length < MIN_POINTS) return 'tooShort';
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  if (extent < MIN_EXTENT_PX * Math.max(scale, 0.5)) return 'tooShort';
  return null;
}

/** Canvas backing size for a CSS size and device pixel ratio (capped at 3: memory on old phones). */
export function backingSize(cssWidth: number, cssHeight: number, dpr: number): { width: number; height: number; ratio: number } {
  const ratio = Math.min(Math.max(dpr || 1, 1), 3);
  return { width: Math.round(cssWidth * ratio), height: Math.round(cssHeight * ratio), ratio };
}
