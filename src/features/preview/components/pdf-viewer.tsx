import { Button, SpinLoading } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { confirm } from '../../../lib/feedback/feedback';
import { useZoom } from '../hooks/use-zoom';
import { classifyLink } from '../link-safety';
import { canvasSizeFor, pagesToKeep } from '../pdf-canvas';
import { AnnotationMode, openPdf, type PDFDocumentProxy, type RenderTask } from '../pdfjs';
import type { ReportProblem } from '../types';
import { PDF_ZOOM } from '../zoom';
import styles from './preview.module.css';

export interface PdfViewerProps {
  /** Absolute address that passed checkAddress. */
  url: string;
  onProblem: ReportProblem;
  /** Give up when loading makes no progress for this long (never an endless spinner). */
  loadTimeoutMs?: number;
}

type LinkAction =
  | { kind: 'dest'; dest: unknown }
  | { kind: 'named'; action: string }
  | { kind: 'url'; url: string };

/** Page changes between two worker cache clean-ups. */
const CLEANUP_EVERY = 20;

interface LinkBox {
  left: number;
  top: number;
  width: number;
  height: number;
  action: LinkAction;
  label: string;
}

interface Rendered {
  canvas: HTMLCanvasElement;
  cssWidth: number;
  cssHeight: number;
  links: LinkBox[];
  /** Width and zoom it was rendered for; a change re-renders. */
  key: string;
}

interface Shown {
  page: number;
  cssWidth: number;
  cssHeight: number;
  links: LinkBox[];
}

// pdf.js annotation objects are untyped; only these fields are read.
interface LinkAnnotation {
  subtype?: string;
  rect?: number[];
  dest?: unknown;
  url?: string;
  action?: string;
}

function linkAction(a: LinkAnnotation): LinkAction | null {
  if (a.dest) return { kind: 'dest', dest: a.dest };
  // `url` only: pdf.js keeps `unsafeUrl` for whatever the file says, never use it.
  if (a.url) return { kind: 'url', url: a.url };
  if (a.action) return { kind: 'named', action: a.action };
  return null;
}

async function destinationPage(doc: PDFDocumentProxy, dest: unknown): Promise<number | null> {
  const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
  if (!Array.isArray(explicit) || explicit.length === 0) return null;
  const ref: unknown = explicit[0];
  if (ref && typeof ref === 'object') {
    const index = await doc.getPageIndex(ref as { num: number; gen: number });
    return index + 1;
  }
  if (typeof ref === 'number' && Number.isInteger(ref)) return ref + 1;
  return null;
}

/** Paged PDF viewer: current/total, previous/next, zoom from 100 %, internal links. */
export default function PdfViewer({ url, onProblem, loadTimeoutMs = 30_000 }: PdfViewerProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Shown | null>(null);
  const [pageError, setPageError] = useState<number | null>(null);
  const [retry, setRetry] = useState(0);
  const [width, setWidth] = useState(0);
  const [pinch, setPinch] = useState(1);
  const zoom = useZoom(PDF_ZOOM);
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const cache = useRef(new Map<number, Rendered>());
  const tasks = useRef(new Map<number, RenderTask>());
  const pending = useRef(new Map<number, { key: string; promise: Promise<Rendered | null> }>());
  const idleRenders = useRef(0);
  const pinchStart = useRef<{ distance: number; zoom: number } | null>(null);
  const problem = useRef(onProblem);
  problem.current = onProblem;

  // Open the document once per address; destroy it (and its worker data) on leave.
  useEffect(() => {
    const task = openPdf(url);
    let settled = false;
    let timer = 0;
    // A stalled load gives up; a slow but progressing download does not.
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (settled) return;
        settled = true;
        problem.current('unreachable');
        void task.destroy();
      }, loadTimeoutMs);
    };
    arm();
    task.onProgress = arm;
    task.promise.then(
      (d) => {
        if (settled) return;
        settled = true;
        window.clearTimeout(timer);
        setDoc(d);
        setTotal(d.numPages);
      },
      (e: unknown) => {
        if (settled) return;
        settled = true;
        window.clearTimeout(timer);
        const name = (e as { name?: string } | null)?.name;
        problem.current(name === 'InvalidPDFException' || name === 'PasswordException' ? 'damaged' : 'unreachable');
      },
    );
    const rendered = cache.current;
    const running = tasks.current;
    const inFlight = pending.current;
    return () => {
      inFlight.clear();
      settled = true;
      window.clearTimeout(timer);
      running.forEach((t) => t.cancel());
      running.clear();
      rendered.forEach((r) => {
        r.canvas.width = 0;
        r.canvas.height = 0;
      });
      rendered.clear();
      void task.destroy();
    };
  }, [url, loadTimeoutMs]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth((w) => (Math.abs(w - el.clientWidth) >= 1 ? el.clientWidth : w));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [doc]);

  const draw = useCallback(
    async (n: number, key: string, cssTarget: number, zoomPercent: number): Promise<Rendered | null> => {
      if (!doc) return null;
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
      tasks.current.set(n, task);
      try {
        await task.promise;
      } finally {
        if (tasks.current.get(n) === task) tasks.current.delete(n);
      }
      const annotations = (await pdfPage.getAnnotations({ intent: 'display' })) as LinkAnnotation[];
      if (pending.current.get(n)?.key !== key) {
        // Superseded by a render at another size, or evicted meanwhile.
        canvas.width = 0;
        canvas.height = 0;
        return null;
      }
      const links: LinkBox[] = [];
      for (const a of annotations) {
        if (a.subtype !== 'Link' || !a.rect) continue;
        const action = linkAction(a);
        if (!action) continue;
        const [x1, y1, x2, y2] = viewport.convertToViewportRectangle(a.rect) as number[];
        links.push({
          left: Math.min(x1, x2),
          top: Math.min(y1, y2),
          width: Math.abs(x2 - x1),
          height: Math.abs(y2 - y1),
          action,
          label: action.kind === 'url' ? `链接：${action.url}` : '文档内跳转',
        });
      }
      const old = cache.current.get(n);
      if (old) {
        old.canvas.width = 0;
        old.canvas.height = 0;
      }
      const entry: Rendered = { canvas, cssWidth: viewport.width, cssHeight: viewport.height, links, key };
      cache.current.set(n, entry);
      return entry;
    },
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

  // Show the current page; then render its neighbours and drop everything else, so memory
  // stays flat whatever the page count.
  useEffect(() => {
    if (!doc || width <= 0) return;
    let cancelled = false;
    const current = page;
    const z = zoom.value;
    setPageError(null);
    render(current, width, z)
      .then((entry) => {
        if (cancelled || !entry || !slot.current) return;
        slot.current.replaceChildren(entry.canvas);
        slot.current.dataset.renderedPage = String(current);
        setShown({ page: current, cssWidth: entry.cssWidth, cssHeight: entry.cssHeight, links: entry.links });
        const keep = pagesToKeep(current, doc.numPages);
        for (const [n, r] of cache.current) {
          if (keep.includes(n)) continue;
          tasks.current.get(n)?.cancel();
          pending.current.delete(n);
          r.canvas.width = 0;
          r.canvas.height = 0;
          cache.current.delete(n);
          void doc.getPage(n).then((p) => p.cleanup());
        }
        for (const n of Array.from(pending.current.keys())) {
          if (keep.includes(n)) continue;
          tasks.current.get(n)?.cancel();
          pending.current.delete(n);
        }
        slot.current.dataset.liveCanvases = String(cache.current.size);
        return Promise.all(keep.filter((n) => n !== current).map((n) => render(n, width, z).catch(() => null)));
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
  }, [doc, page, width, zoom.value, render, retry]);

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
      const to = { NextPage: page + 1, PrevPage: page - 1, FirstPage: 1, LastPage: total }[action.action];
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

  const distance = (t: React.TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);

  if (!doc) {
    return (
      <div className={styles.center} role="status">
        <SpinLoading />
        <span>正在加载文档…</span>
      </div>
    );
  }

  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup}>
          <Button size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            上一页
          </Button>
          <span className={styles.indicator} aria-live="polite" aria-label="当前页/总页数" data-testid="pdf-indicator">
            {page}/{total}
          </span>
          <Button size="small" disabled={page >= total} onClick={() => goTo(page + 1)}>
            下一页
          </Button>
        </div>
        <div className={styles.toolbarGroup}>
          <Button size="small" fill="none" disabled={!zoom.canZoomOut} onClick={zoom.zoomOut} aria-label="缩小">
            缩小
          </Button>
          <span className={styles.zoomValue} data-testid="pdf-zoom">
            {zoom.value}%
          </span>
          <Button size="small" fill="none" disabled={!zoom.canZoomIn} onClick={zoom.zoomIn} aria-label="放大">
            放大
          </Button>
        </div>
      </div>
      <div
        ref={box}
        className={styles.pageBox}
        onTouchStart={(e) => {
          if (e.touches.length === 2) pinchStart.current = { distance: distance(e.touches), zoom: zoom.value };
        }}
        onTouchMove={(e) => {
          if (e.touches.length === 2 && pinchStart.current) setPinch(distance(e.touches) / pinchStart.current.distance);
        }}
        onTouchEnd={() => {
          if (!pinchStart.current) return;
          zoom.set(pinchStart.current.zoom * pinch);
          pinchStart.current = null;
          setPinch(1);
        }}
      >
        {pageError ? (
          <div className={styles.center} role="alert">
            <span>第 {pageError} 页显示失败</span>
            <Button size="small" onClick={() => setRetry((r) => r + 1)}>
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
