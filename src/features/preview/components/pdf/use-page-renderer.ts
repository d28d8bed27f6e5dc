import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { canvasSizeFor, pagesToKeep } from '@/features/preview/pdf-canvas';
import { AnnotationMode, type PDFDocumentProxy, type RenderTask } from '@/features/preview/pdfjs';
import { linkBoxes, type LinkAnnotation, type LinkBox } from './links';

/** Page changes between two worker cache clean-ups. */
const CLEANUP_EVERY = 20;

interface Rendered {
  canvas: HTMLCanvasElement;
  cssWidth: number;
  cssHeight: number;
  links: LinkBox[];
  /** Width and zoom it was rendered for; a change re-renders. */
  key: string;
}

/** The page on screen, its size and its links. */
export interface Shown {
  page: number;
  cssWidth: number;
  cssHeight: number;
  links: LinkBox[];
}

const release = (canvas: HTMLCanvasElement) => {
  canvas.width = 0;
  canvas.height = 0;
};

/** The canvases, renders and pending renders of the pages, by page number. */
interface Stores {
  cache: Map<number, Rendered>;
  tasks: Map<number, RenderTask>;
  pending: Map<number, { key: string; promise: Promise<Rendered | null> }>;
}

/** Renders page `n` at its size into a new canvas, with its links, and keeps it (unless superseded meanwhile). */
async function drawPage(
  doc: PDFDocumentProxy,
  n: number,
  key: string,
  cssTarget: number,
  zoomPercent: number,
  stores: Stores,
): Promise<Rendered | null> {
  const pdfPage = await doc.getPage(n);
  const base = pdfPage.getViewport({ scale: 1 });
  const scale = ((cssTarget - 16) * zoomPercent) / 100 / base.width;
  const viewport = pdfPage.getViewport({ scale });
  const size = canvasSizeFor(viewport.width, viewport.height, window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.style.width = `${viewport.width}px`;
  canvas.style.height = `${viewport.height}px`;
  canvas.setAttribute('aria-label', `第 ${n} 页`);
  const sx = size.width / viewport.width;
  const sy = size.height / viewport.height;
  const task = pdfPage.render({
    canvas,
    viewport,
    transform: sx !== 1 || sy !== 1 ? [sx, 0, 0, sy, 0, 0] : undefined,
    annotationMode: AnnotationMode.ENABLE,
  });
  stores.tasks.set(n, task);
  try {
    await task.promise;
  } finally {
    if (stores.tasks.get(n) === task) stores.tasks.delete(n);
  }
  const annotations = (await pdfPage.getAnnotations({ intent: 'display' })) as LinkAnnotation[];
  if (stores.pending.get(n)?.key !== key) {
    // Superseded by a render at another size, or evicted meanwhile.
    release(canvas);
    return null;
  }
  const links = linkBoxes(annotations, (rect) => viewport.convertToViewportRectangle(rect) as number[]);
  const old = stores.cache.get(n);
  if (old) release(old.canvas);
  const entry: Rendered = { canvas, cssWidth: viewport.width, cssHeight: viewport.height, links, key };
  stores.cache.set(n, entry);
  return entry;
}

/** Cancels and frees every page but those kept; the worker's copy of a dropped page is cleaned up too. */
function dropPagesExcept(keep: number[], doc: PDFDocumentProxy, { cache, tasks, pending }: Stores) {
  for (const [n, r] of cache) {
    if (keep.includes(n)) continue;
    tasks.get(n)?.cancel();
    pending.delete(n);
    release(r.canvas);
    cache.delete(n);
    void doc.getPage(n).then((p) => p.cleanup());
  }
  for (const n of Array.from(pending.keys())) {
    if (keep.includes(n)) continue;
    tasks.get(n)?.cancel();
    pending.delete(n);
  }
}

/**
 * Renders the current page into `slot` (a canvas sized for the device pixel ratio, capped), then
 * its neighbours, and drops every other canvas, so memory stays flat whatever the page count.
 */
export function usePageRenderer(
  doc: PDFDocumentProxy | null,
  page: number,
  width: number,
  zoom: number,
  slot: RefObject<HTMLDivElement | null>,
) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [pageError, setPageError] = useState<number | null>(null);
  const [retry, setRetry] = useState(0);
  const cache = useRef(new Map<number, Rendered>());
  const tasks = useRef(new Map<number, RenderTask>());
  const pending = useRef(new Map<number, { key: string; promise: Promise<Rendered | null> }>());
  // The maps themselves never change: the helpers below are handed them.
  const stores = useRef<Stores>({ cache: cache.current, tasks: tasks.current, pending: pending.current });
  const idleRenders = useRef(0);

  /** Cancels every render and frees every canvas (the document is closing). */
  const dispose = useCallback(() => {
    pending.current.clear();
    tasks.current.forEach((t) => t.cancel());
    tasks.current.clear();
    cache.current.forEach((r) => release(r.canvas));
    cache.current.clear();
  }, []);

  const draw = useCallback(
    (n: number, key: string, cssTarget: number, zoomPercent: number): Promise<Rendered | null> =>
      doc ? drawPage(doc, n, key, cssTarget, zoomPercent, stores.current) : Promise.resolve(null),
    [doc],
  );

  const render = useCallback(
    (n: number, cssTarget: number, zoomPercent: number): Promise<Rendered | null> => {
      const key = `${cssTarget}@${zoomPercent}`;
      const hit = cache.current.get(n);
      if (hit && hit.key === key) return Promise.resolve(hit);
      const inFlight = pending.current.get(n);
      if (inFlight && inFlight.key === key) return inFlight.promise;
      tasks.current.get(n)?.cancel();
      const promise = draw(n, key, cssTarget, zoomPercent).finally(() => {
        if (pending.current.get(n)?.promise === promise) pending.current.delete(n);
      });
      pending.current.set(n, { key, promise });
      return promise;
    },
    [draw],
  );

  useEffect(() => {
    if (!doc || width <= 0) return;
    let cancelled = false;
    const current = page;
    setPageError(null);
    render(current, width, zoom)
      .then((entry) => {
        if (cancelled || !entry || !slot.current) return;
        slot.current.replaceChildren(entry.canvas);
        slot.current.dataset.renderedPage = String(current);
        setShown({ page: current, cssWidth: entry.cssWidth, cssHeight: entry.cssHeight, links: entry.links });
        const keep = pagesToKeep(current, doc.numPages);
        dropPagesExcept(keep, doc, stores.current);
        slot.current.dataset.liveCanvases = String(cache.current.size);
        return Promise.all(keep.filter((n) => n !== current).map((n) => render(n, width, zoom).catch(() => null)));
      })
      .then(() => {
        // The worker keeps parsed pages and fonts; drop them now and then, while idle, so a
        // long read does not grow its heap (pdf.js's own viewer does the same when idle).
        idleRenders.current += 1;
        if (cancelled || idleRenders.current < CLEANUP_EVERY || tasks.current.size > 0 || pending.current.size > 0) return;
        idleRenders.current = 0;
        return doc.cleanup(true).catch(() => undefined);
      })
      .catch((e: unknown) => {
        if (cancelled || (e as { name?: string } | null)?.name === 'RenderingCancelledException') return;
        setPageError(current);
      });
    return () => {
      cancelled = true;
    };
  }, [doc, page, width, zoom, render, retry, slot]);

  return { shown, pageError, retryPage: () => setRetry((r) => r + 1), dispose };
}
