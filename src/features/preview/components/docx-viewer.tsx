import { SpinLoading } from 'antd-mobile';
import type { ReportProgress } from '../load-progress';
import type { ReportProblem } from '../types';
import { useDocxFit, useDocxLinks, useDocxRender } from '../hooks/use-docx-render';
import styles from './preview.module.css';

export interface DocxViewerProps {
  url: string;
  onProblem: ReportProblem;
  /** The in-page render failed (not a docx, renderer error, time limit): show the frame instead. */
  onFallback: () => void;
  /** Give up when the download makes no progress for this long. */
  fetchTimeoutMs?: number;
  renderTimeoutMs?: number;
  /** Where the load stands (FilePreview shows it with 取消); without it, a spinner of its own. */
  onProgress?: ReportProgress;
}

/** In-page Word renderer (docx-preview) with the safety checks of issue 5. */
export default function DocxViewer({
  url,
  onProblem,
  onFallback,
  fetchTimeoutMs = 30_000,
  renderTimeoutMs = 20_000,
  onProgress,
}: DocxViewerProps) {
  const { inner, state } = useDocxRender({ url, onProblem, onFallback, fetchTimeoutMs, renderTimeoutMs, onProgress });
  const { outer, scale, height } = useDocxFit(inner, state);
  const onClick = useDocxLinks(inner);

  return (
    <div className={styles.viewer}>
      {state === 'loading' && !onProgress ? (
        <div className={styles.center} role="status">
          <SpinLoading />
          <span>正在加载文档…</span>
        </div>
      ) : null}
      <div ref={outer} className={styles.docxOuter} style={{ height: state === 'ready' ? height : 0 }}>
        <div
          ref={inner}
          className={styles.docxInner}
          data-testid="docx-body"
          style={{ transform: `scale(${scale})` }}
          onClick={(e) => void onClick(e)}
        />
      </div>
    </div>
  );
}
