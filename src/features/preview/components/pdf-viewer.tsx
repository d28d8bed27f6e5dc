import { Button, SpinLoading } from 'antd-mobile';
import type { ReportProgress } from '../load-progress';
import type { ReportProblem } from '../types';
import { PdfToolbar } from './pdf/pdf-toolbar';
import { usePdfViewer } from './pdf/use-pdf-viewer';
import styles from './preview.module.css';

export interface PdfViewerProps {
  /** Absolute address that passed checkAddress. */
  url: string;
  onProblem: ReportProblem;
  /** Give up when loading makes no progress for this long (never an endless spinner). */
  loadTimeoutMs?: number;
  /** Where the load stands (FilePreview shows it with 取消); without it, a spinner of its own. */
  onProgress?: ReportProgress;
}

/** Paged PDF viewer: current/total, previous/next, zoom from 100 %, pinch, internal links. */
export default function PdfViewer({ url, onProblem, loadTimeoutMs = 30_000, onProgress }: PdfViewerProps) {
  const { doc, page, total, goTo, zoom, box, slot, shown, pageError, retryPage, pinch, handlers, follow } = usePdfViewer(
    url,
    onProblem,
    loadTimeoutMs,
    onProgress,
  );

  if (!doc) {
    if (onProgress) return null;
    return (
      <div className={styles.center} role="status">
        <SpinLoading />
        <span>正在加载文档…</span>
      </div>
    );
  }

  return (
    <div className={styles.viewer}>
      <PdfToolbar page={page} total={total} onPage={goTo} zoom={zoom} />
      <div ref={box} className={styles.pageBox} {...handlers}>
        {pageError ? (
          <div className={styles.center} role="alert">
            <span>第 {pageError} 页显示失败</span>
            <Button size="small" onClick={retryPage}>
              重试
            </Button>
          </div>
        ) : null}
        <div
          className={styles.page}
          style={{
            width: shown?.cssWidth,
            height: shown?.cssHeight,
            transform: pinch !== 1 ? `scale(${pinch})` : undefined,
            display: pageError ? 'none' : undefined,
          }}
        >
          <div ref={slot} data-testid="pdf-page" />
          {shown && shown.page === page ? (
            <div className={styles.linkLayer}>
              {shown.links.map((l, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.link}
                  style={{ left: l.left, top: l.top, width: l.width, height: l.height }}
                  aria-label={l.label}
                  onClick={() => void follow(l.action)}
                />
              ))}
            </div>
          ) : null}
          {!shown ? (
            <div className={styles.center} role="status">
              <SpinLoading />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
