import { Button } from 'antd-mobile';
import SignaturePadLib from 'signature_pad';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './signature-pad.module.css';
import { backingSize, countPoints, REFUSAL_TEXT, scaleStrokes, signatureRefusal, type Stroke } from './strokes';

export interface SignatureResult {
  /** PNG data URL of the signature on a white background. */
  image: string;
  /** Number of points drawn (the server refuses too few). */
  points: number;
  strokes: Stroke[];
}

export interface SignaturePadProps {
  /** Called with an accepted signature; a refused one shows its reason instead. */
  onConfirm: (result: SignatureResult) => void | Promise<void>;
  confirmText?: string;
  busy?: boolean;
  /** Accessible name of the drawing surface. */
  label?: string;
}

type PadData = ReturnType<SignaturePadLib['toData']>;

/**
 * The hand signature pad (signature_pad): scaled for the device pixel ratio, redrawn from its
 * strokes when its size really changes (mobile browsers clear a canvas on rotation and resize),
 * with clear and undo, a full-screen landscape mode with a baseline, and refusal of empty or
 * too short drawings. One component for every place that signs.
 */
export function SignaturePad({ onConfirm, confirmText = '确认签名', busy, label = '签名区域，请用手指或鼠标签名' }: SignaturePadProps) {
  const surface = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLib | null>(null);
  const size = useRef({ width: 0, height: 0 });
  const [points, setPoints] = useState(0);
  const [strokeCount, setStrokeCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [full, setFull] = useState(false);
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
    const changed = () => {
      const data = p.toData();
      setPoints(countPoints(data));
      setStrokeCount(data.length);
      setError(null);
    };
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
  }, [fit]);

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
  }, [full, fit]);

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
    setPoints(countPoints(data));
    setStrokeCount(data.length);
    setError(null);
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

  const portrait = typeof window !== 'undefined' && window.innerHeight > window.innerWidth;
  return (
    <div
      className={full ? styles.full : styles.pad}
      role={full ? 'dialog' : undefined}
      aria-modal={full || undefined}
      aria-label={full ? '全屏签名' : undefined}
    >
      {full ? (
        <div className={styles.fullHead}>
          <h2>全屏签名</h2>
          {portrait ? <p className={styles.rotateHint}>请将手机横过来，签名更方便</p> : null}
          <Button size="small" onClick={() => setFull(false)}>
            退出全屏
          </Button>
        </div>
      ) : null}
      <div
        ref={surface}
        className={styles.surface}
        data-testid="signature-surface"
        data-points={points}
        data-strokes={strokeCount}
        data-redraws={redraws}
      >
        <canvas ref={canvas} className={styles.canvas} role="img" aria-label={`${label}（已画${points}个点）`} />
        <div className={styles.baseline} aria-hidden />
        <span className={styles.hint} aria-hidden>
          请在线上签名
        </span>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={undo} disabled={!points || busy}>
          撤销
        </Button>
        <Button onClick={clear} disabled={!points || busy}>
          清除
        </Button>
        {full ? null : <Button onClick={() => setFull(true)}>全屏签名</Button>}
        <Button color="primary" onClick={() => void confirm()} loading={busy} disabled={busy}>
          {confirmText}
        </Button>
      </div>
    </div>
  );
}
