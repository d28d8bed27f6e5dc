import { Button, SpinLoading } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { confirm } from '@/lib/feedback/feedback';
import { useZoom } from '../hooks/use-zoom';
import { classifyLink } from '../link-safety';
import type { ReportProgress } from '../load-progress';
import type { ReportProblem } from '../types';
import { PDF_ZOOM } from '../zoom';
import { destinationPage, namedActionPage, type LinkAction } from './pdf/links';
import { PdfToolbar } from './pdf/pdf-toolbar';
import { usePageRenderer } from './pdf/use-page-renderer';
import { usePdfDocument } from './pdf/use-pdf-document';
import { usePinchZoom } from './pdf/use-pinch-zoom';
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
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);
  const zoom = useZoom(PDF_ZOOM);
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const dispose = useRef(() => undefined as void);
  const doc = usePdfDocument(url, onProblem, loadTimeoutMs, () => dispose.current(), onProgress);
  const { shown, pageError, retryPage, dispose: disposePages } = usePageRenderer(doc, page, width, zoom.value, slot);
  dispose.current = disposePages;
  const { pinch, handlers } = usePinchZoom(zoom.value, zoom.set);
  const total = doc?.numPages ?? 0;
  const firstShown = Boolean(shown || pageError);
  const progress = useRef(onProgress);
  progress.current = onProgress;

  // The first page is on screen (or says why not): the load is over.
  useEffect(() => {
    if (firstShown) progress.current?.({ stage: 'done' });
  }, [firstShown]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth((w) => (Math.abs(w - el.clientWidth) >= 1 ? el.clientWidth : w));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [doc]);

  const goTo = useCallback(
    (n: number) => {
      if (n < 1 || n > total) return;
      setPage(n);
      box.current?.scrollTo({ top: 0, left: 0 });
    },
    [total],
  );

  const follow = async (action: LinkAction) => {
    if (!doc) return;
    if (action.kind === 'dest') {
      const target = await destinationPage(doc, action.dest).catch(() => null);
      if (target) goTo(target);
      return;
    }
    if (action.kind === 'named') {
      const to = namedActionPage(action.action, page, total);
      if (to) goTo(to);
      return;
    }
    const target = classifyLink(action.url, window.location.href);
    if (target.kind !== 'open') return;
    if (target.external) {
      const ok = await confirm({ title: '打开外部链接', content: `即将离开当前页面，打开：${target.href}`, confirmText: '打开' });
      if (!ok) return;
    }
    if (/^(mailto|tel):/i.test(target.href)) window.location.assign(target.href);
    else window.open(target.href, '_blank', 'noopener,noreferrer');
  };

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
