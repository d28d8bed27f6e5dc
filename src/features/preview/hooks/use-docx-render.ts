import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { loadDocx } from '../docx-load';
import { classifyLink } from '../link-safety';
import type { ReportProgress } from '../load-progress';
import type { ReportProblem } from '../types';
import { openDocumentLink } from '../open-link';

/** docs/spec-rules.md section 9: the Word preview container is 800 px wide, then scaled to fit the phone. */
const DOC_WIDTH = 800;

interface DocxRenderOptions {
  url: string;
  onProblem: ReportProblem;
  onFallback: () => void;
  fetchTimeoutMs: number;
  renderTimeoutMs: number;
  onProgress?: ReportProgress;
}

/** Loads the Word file into the inner box (again for another address), saying how it goes. */
export function useDocxRender({ url, onProblem, onFallback, fetchTimeoutMs, renderTimeoutMs, onProgress }: DocxRenderOptions) {
  const inner = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready'>('loading');
  const callbacks = useRef({ onProblem, onFallback, onProgress });
  callbacks.current = { onProblem, onFallback, onProgress };

  useEffect(() => {
    let cancelled = false;
    const body = inner.current;
    if (!body) return;
    const ctrl = new AbortController();
    const report: ReportProgress = (p) => {
      if (!cancelled) callbacks.current.onProgress?.(p);
    };
    void loadDocx(url, body, {
      fetchTimeoutMs,
      renderTimeoutMs,
      signal: ctrl.signal,
      live: () => !cancelled,
      report,
      onProblem: (kind) => callbacks.current.onProblem(kind),
      onFallback: () => callbacks.current.onFallback(),
      onShown: () => {
        setState('ready');
        report({ stage: 'done' });
      },
    });
    return () => {
      cancelled = true;
      ctrl.abort();
      body.replaceChildren();
    };
  }, [url, fetchTimeoutMs, renderTimeoutMs]);

  return { inner, state };
}

/** Scales the 800 px document to the phone's width; the outer box is as tall as the result. */
export function useDocxFit(inner: RefObject<HTMLDivElement | null>, state: 'loading' | 'ready') {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i || state !== 'ready') return;
    const measure = () => {
      const s = Math.min(1, o.clientWidth / Math.max(DOC_WIDTH, i.scrollWidth));
      setScale(s);
      setHeight(i.scrollHeight * s);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(o);
    ro.observe(i);
    return () => ro.disconnect();
  }, [inner, state]);
  return { outer, scale, height };
}

/** A tap on the document's links: its own anchors scroll, a safe address opens (an external one asked first), the rest do nothing. */
export function useDocxLinks(inner: RefObject<HTMLDivElement | null>) {
  return async (e: MouseEvent) => {
    const a = (e.target as Element).closest?.('a');
    if (!a) return;
    const href = a.getAttribute('href');
    if (!href) {
      e.preventDefault();
      return;
    }
    const target = classifyLink(href, window.location.href);
    if (target.kind === 'fragment') {
      e.preventDefault();
      const id = decodeURIComponent(href.slice(1));
      inner.current?.querySelector(`[id="${CSS.escape(id)}"], a[name="${CSS.escape(id)}"]`)?.scrollIntoView();
      return;
    }
    e.preventDefault();
    if (target.kind !== 'open') return;
    await openDocumentLink(target);
  };
}
