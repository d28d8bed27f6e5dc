import { Button } from 'antd-mobile';
import styles from './signature-pad.module.css';
import type { Stroke } from './strokes';
import { useSignaturePad } from './use-signature-pad';

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

/**
 * The hand signature pad (signature_pad): scaled for the device pixel ratio, redrawn from its
 * strokes when its size really changes (mobile browsers clear a canvas on rotation and resize),
 * with clear and undo, a full-screen landscape mode with a baseline, and refusal of empty or
 * too short drawings. One component for every place that signs.
 */
export function SignaturePad({ onConfirm, confirmText = '确认签名', busy, label = '签名区域，请用手指或鼠标签名' }: SignaturePadProps) {
  const { surface, canvas, points, strokeCount, error, full, setFull, redraws, clear, undo, confirm } = useSignaturePad(onConfirm);

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
