import { Button, SpinLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { bytesText, knownSize, STAGE_TEXT, type LoadProgress } from '../load-progress';
import styles from './preview.module.css';

export interface LoadStatusProps {
  progress: LoadProgress;
  onCancel: () => void;
  /** Put the focus on 取消 (after 重新加载, whose button is gone). */
  focusCancel?: boolean;
}

/**
 * The stage in a polite status region (announced once per stage, not per byte), the bytes beside
 * it, a native progress bar once the size is known (its value, with the bytes as its text) and 取消.
 */
export function LoadStatus({ progress, onCancel, focusCancel }: LoadStatusProps) {
  const box = useRef<HTMLDivElement>(null);
  const stage = progress.stage === 'done' ? 'render' : progress.stage;
  const bytes = stage === 'download' ? bytesText(progress) : '';
  const total = knownSize(progress.total);

  useEffect(() => {
    if (focusCancel) box.current?.querySelector('button')?.focus();
  }, [focusCancel]);

  return (
    <div ref={box} className={styles.loading} data-stage={stage}>
      <SpinLoading aria-hidden />
      <p className={styles.loadingLine}>
        <span role="status" aria-live="polite">
          {STAGE_TEXT[stage]}
        </span>
        {bytes ? <span className={styles.bytes}>{bytes}</span> : null}
      </p>
      {stage === 'download' && total ? (
        <progress
          className={styles.bar}
          aria-label="文件下载进度"
          aria-valuetext={bytes}
          max={total}
          value={Math.min(progress.loaded ?? 0, total)}
        />
      ) : null}
      <Button size="small" onClick={onCancel}>
        取消
      </Button>
    </div>
  );
}

export interface LoadCancelledProps {
  name: string;
  downloadHref: string;
  onReload: () => void;
  onBack?: () => void;
}

/** The resting state after 取消: nothing is loading; 重新加载, the download and 返回. */
export function LoadCancelled({ name, downloadHref, onReload, onBack }: LoadCancelledProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // The 取消 button is gone: the focus goes to what replaced it, which a screen reader reads.
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={styles.problem}>
      <h2 ref={title} tabIndex={-1} className={styles.cancelledTitle}>
        已取消加载
      </h2>
      {name ? <span className={styles.problemName}>文件：{name}</span> : null}
      <div className={styles.problemActions}>
        <Button size="small" color="primary" onClick={onReload}>
          重新加载
        </Button>
        <a className={styles.download} href={downloadHref} download={name || true} target="_blank" rel="noopener noreferrer">
          下载文件
        </a>
        {onBack ? (
          <Button size="small" onClick={onBack}>
            返回
          </Button>
        ) : null}
      </div>
    </div>
  );
}
