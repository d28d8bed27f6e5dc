import { describe, expect, it } from 'vitest';
import { backingSize, countPoints, scaleStrokes, signatureRefusal, type Stroke } from '@/components/signature-pad/strokes';

const line = (n: number, length: number, y = 50): Stroke => ({
  points: Array.from({ length: n }, (_, i) => ({ x: 10 + (length * i) / Math.max(1, n - 1), y, time: i * 10 })),
});

describe('signature pad strokes', () => {
  it.each([
    ['nothing drawn', [], 'empty'],
    ['a tap', [line(1, 0)], 'tooShort'],
    ['a short flick', [line(8, 100)], 'tooShort'],
    ['many points in a dot', [line(40, 10)], 'tooShort'],
    ['a signature', [line(30, 120), line(20, 80, 80)], null],
  ] as const)('%s -> %s', (_name, strokes, refusal) => {
    expect(signatureRefusal(strokes as unknown as Stroke[])).toBe(refusal);
  });

  it('scales strokes uniformly with the width, so a rotated pad shows the same signature', () => {
    const s = [line(3, 100)];
    const scaled = scaleStrokes(s, { width: 300 }, { width: 600 });
    expect(scaled[0].points.map((p) => [p.x, p.y])).toEqual([
      [20, 100],
      [120, 100],
      [220, 100],
    ]);
    expect(countPoints(scaled)).toBe(3);
    expect(s[0].points[0].x).toBe(10);
    expect(scaleStrokes(s, { width: 0 }, { width: 600 })[0].points[0].x).toBe(10);
  });

  it('sizes the backing store by the device pixel ratio, capped at 3', () => {
    expect(backingSize(300, 200, 2)).toEqual({ width: 600, height: 400, ratio: 2 });
    expect(backingSize(300, 200, 4)).toEqual({ width: 900, height: 600, ratio: 3 });
    expect(backingSize(300, 200, 0)).toEqual({ width: 300, height: 200, ratio: 1 });
  });
});
