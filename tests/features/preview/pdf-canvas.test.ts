import { MAX_CANVAS_PIXELS, canvasSizeFor, pagesToKeep } from '@/features/preview/pdf-canvas';

describe('canvasSizeFor', () => {
  it('uses the device pixel ratio when the canvas stays small', () => {
    expect(canvasSizeFor(375, 530, 3)).toEqual({ width: 1125, height: 1590, outputScale: 3 });
    expect(canvasSizeFor(375, 530, 1)).toEqual({ width: 375, height: 530, outputScale: 1 });
  });

  it('caps the backing store under the iOS limit at high zoom', () => {
    // 450 % of a 375 px wide A4 page on a 3x phone: 5062 x 7159 = 36 M pixels uncapped.
    const big = canvasSizeFor(1125 * 1.5, 1591 * 1.5, 3);
    expect(big.width * big.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(big.outputScale).toBeLessThan(3);
    expect(big.outputScale).toBeGreaterThan(2);
    expect(big.width / big.height).toBeCloseTo(1125 / 1591, 2);
  });

  it('treats a missing or odd devicePixelRatio as 1', () => {
    expect(canvasSizeFor(100, 200, 0).outputScale).toBe(1);
    expect(canvasSizeFor(100, 200, Number.NaN).outputScale).toBe(1);
  });

  it('honours a smaller cap', () => {
    const s = canvasSizeFor(1000, 1000, 2, 1_000_000);
    expect(s.width * s.height).toBeLessThanOrEqual(1_000_000);
    expect(s.width).toBe(1000);
  });
});

describe('pagesToKeep', () => {
  it.each([
    [1, 200, [1, 2]],
    [2, 200, [1, 2, 3]],
    [200, 200, [199, 200]],
    [1, 1, [1]],
    [100, 200, [99, 100, 101]],
  ])('page %i of %i keeps %j', (current, total, expected) => {
    expect(pagesToKeep(current, total)).toEqual(expected);
  });
});
