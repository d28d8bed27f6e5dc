import SignaturePadLib from 'signature_pad';
import { useCallback, useEffect, useRef, useState } from 'react';
import { backingSize, countPoints, REFUSAL_TEXT, scaleStrokes, signatureRefusal, type Stroke } from './strokes';
import type { SignatureResult } from './signature-pad';

type PadData = ReturnType<SignaturePadLib['toData']>;

/**
 * The signature_pad instance on the canvas: its backing store sized for the CSS size and DPR, and
 * redrawn from its strokes when the size really changes (resize, rotation). onStroke hears every
 * finished stroke; it must keep its identity.
 */
function usePadCanvas(onStroke: (data: PadData) => void) {
  const surface = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLib | null>(null);
  const size = useRef({ width: 0, height: 0 });
  const [redraws, setRedraws] = useState(0);

  /** Sizes the backing store for the current CSS size and DPR, keeping the strokes. */
  const fit = useCallback(() => {
    const el = canvas.current;
    const p = pad.current;
    if (!el || !p) return;
    const rect = el.getBoundingClientRect();
    if (!rect.width || !rect.height) return;
    const prev = size.current;
    if (prev.width === rect.width && prev.height === rect.height && el.width) return;
    const data = p.toData();
    const backing = backingSize(rect.width, rect.height, window.devicePixelRatio);
    el.width = backing.width;
    el.height = backing.height;
    el.getContext('2d')?.scale(backing.ratio, backing.ratio);
    p.clear();
    if (data.length) {
      p.fromData(scaleStrokes(data, prev, rect) as PadData);
      setRedraws((n) => n + 1);
    }
    size.current = { width: rect.width, height: rect.height };
  }, []);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const p = new SignaturePadLib(el, { penColor: '#1a1a1a', backgroundColor: 'rgb(255,255,255)', minWidth: 1, maxWidth: 3 });
    pad.current = p;
    const changed = () => onStroke(p.toData());
    p.addEventListener('endStroke', changed);
    fit();
    const observer = new ResizeObserver(() => fit());
    if (surface.current) observer.observe(surface.current);
    window.addEventListener('orientationchange', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('orientationchange', fit);
      p.removeEventListener('endStroke', changed);
      p.off();
      pad.current = null;
    };
  }, [fit, onStroke]);

  return { surface, canvas, pad, size, redraws, fit };
}

/** The full-screen mode: fitted again as it opens and closes, left with Escape, landscape where allowed. */
function useFullScreen(full: boolean, setFull: (full: boolean) => void, fit: () => void) {
  useEffect(() => {
    fit();
    if (!full) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setFull(false);
    };
    window.addEventListener('keydown', onKey);
    // Landscape where the browser allows it (Android in full screen); elsewhere the pad fills the screen.
    const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
    orientation?.lock?.('landscape').catch(() => undefined);
    return () => {
      window.removeEventListener('keydown', onKey);
      screen.orientation?.unlock?.();
    };
  }, [full, setFull, fit]);
}

/**
 * The signature pad's state: the points and strokes drawn, the refusal shown, full screen, undo,
 * clear, and the check of a drawing (empty or too short is refused) before onConfirm.
 */
export function useSignaturePad(onConfirm: (result: SignatureResult) => void | Promise<void>) {
  const [points, setPoints] = useState(0);
  const [strokeCount, setStrokeCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [full, setFull] = useState(false);
  const show = useCallback((data: PadData) => {
    setPoints(countPoints(data));
    setStrokeCount(data.length);
    setError(null);
  }, []);
  const { surface, canvas, pad, size, redraws, fit } = usePadCanvas(show);
  useFullScreen(full, setFull, fit);

  const clear = () => {
    pad.current?.clear();
    setPoints(0);
    setStrokeCount(0);
    setError(null);
  };
  const undo = () => {
    const p = pad.current;
    if (!p) return;
    const data = p.toData();
    data.pop();
    p.clear();
    p.fromData(data);
    show(data);
  };
  const confirm = async () => {
    const p = pad.current;
    if (!p) return;
    const strokes = p.toData() as unknown as Stroke[];
    const refusal = signatureRefusal(strokes, size.current.width / 300);
    if (refusal) {
      setError(REFUSAL_TEXT[refusal]);
      return;
    }
    await onConfirm({ image: p.toDataURL('image/png'), points: countPoints(strokes), strokes });
  };

  return { surface, canvas, points, strokeCount, error, full, setFull, redraws, clear, undo, confirm };
}
