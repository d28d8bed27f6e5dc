import type { FloatingPanelRef } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';

/** The sheet's heights (px) over the map: a peek at its title, half the page, nearly all of it. */
export function sheetAnchors(stageHeight: number, elder: boolean): [number, number, number] {
  const h = Math.max(stageHeight, 320);
  const peek = elder ? 156 : 124;
  const half = Math.max(peek + 80, Math.round(h * 0.5));
  const full = Math.max(half + 80, h - 56);
  return [peek, half, full];
}

/** The level (anchor index) nearest to a height: where a drag comes to rest. */
export function nearestLevel(anchors: readonly number[], height: number): number {
  return anchors.reduce((best, a, i) => (Math.abs(a - height) < Math.abs(anchors[best] - height) ? i : best), 0);
}

/** A level asked for (one up, one down) kept within the sheet's anchors. */
export function clampLevel(anchors: readonly number[], to: number): number {
  return Math.max(0, Math.min(anchors.length - 1, to));
}

/**
 * The sheet of 政务地图's list over the map (antd-mobile FloatingPanel): its heights follow the
 * stage's, its level is the anchor it rests at (0 = peek). `shown`: whether the sheet is there at
 * all (a sheet that comes back starts at its peek, as FloatingPanel does).
 */
export function useHallSheet(elder: boolean, shown: boolean) {
  const stage = useRef<HTMLDivElement>(null);
  const panel = useRef<FloatingPanelRef>(null);
  const [stageHeight, setStageHeight] = useState(0);
  const [level, setLevel] = useState(0);
  const anchors = useMemo(() => sheetAnchors(stageHeight || window.innerHeight, elder), [stageHeight, elder]);

  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () => setStageHeight(el.clientHeight);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const moveTo = useCallback(
    (to: number) => {
      const next = clampLevel(anchors, to);
      setLevel(next);
      panel.current?.setHeight(anchors[next]);
    },
    [anchors],
  );
  // New heights (a resize, elder mode): the sheet keeps its level.
  useEffect(() => panel.current?.setHeight(anchors[level], { immediate: true }), [anchors]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!shown) setLevel(0);
  }, [shown]);

  /** A drag ends at an anchor: that is the level. */
  const onHeightChange = (height: number, animating: boolean) => {
    if (!animating) setLevel(nearestLevel(anchors, height));
  };
  /** Keyboard focus on a control the sheet covers (the tools, the map) lowers the sheet to a peek. */
  const uncover = (e: FocusEvent) => {
    if (level === 0) return;
    const top = stage.current?.querySelector('[data-testid="hall-sheet"]')?.getBoundingClientRect().top;
    if (top !== undefined && (e.target as HTMLElement).getBoundingClientRect().bottom > top) moveTo(0);
  };
  /** Whatever takes the focus inside a peeking sheet must be on screen: the sheet opens (its own buttons aside). */
  const reveal = (e: FocusEvent) => {
    if (level === 0 && !(e.target as HTMLElement).closest('[data-sheet-control]')) moveTo(1);
  };

  return { stage, panel, anchors, level, moveTo, onHeightChange, uncover, reveal };
}

export type HallSheet = ReturnType<typeof useHallSheet>;
