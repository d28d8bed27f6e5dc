import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useZoom } from '@/features/preview/hooks/use-zoom';
import { classifyLink } from '@/features/preview/link-safety';
import type { ReportProgress } from '@/features/preview/load-progress';
import type { PDFDocumentProxy } from '@/features/preview/pdfjs';
import type { ReportProblem } from '@/features/preview/types';
import { PDF_ZOOM } from '@/features/preview/zoom';
import { destinationPage, namedActionPage, type LinkAction } from './links';
import { usePageRenderer } from './use-page-renderer';
import { usePdfDocument } from './use-pdf-document';
import { usePinchZoom } from './use-pinch-zoom';
import { openDocumentLink } from '@/features/preview/open-link';

/** A link of the page: another page of the document, or an address opened (an external one asked first). */
async function followLink(doc: PDFDocumentProxy, action: LinkAction, page: number, total: number, goTo: (n: number) => void) {
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
  await openDocumentLink(target);
}

/**
 * The PDF viewer's state: the document, the page shown and its neighbours rendered for the box's
 * width and the zoom (pinch too), the load's end reported, and the page's links followed.
 */
export function usePdfViewer(url: string, onProblem: ReportProblem, loadTimeoutMs: number, onProgress?: ReportProgress) {
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
    await followLink(doc, action, page, total, goTo);
  };

  return { doc, page, total, goTo, zoom, box, slot, shown, pageError, retryPage, pinch, handlers, follow };
}
