import { SpinLoading } from 'antd-mobile';
import { renderAsync } from 'docx-preview';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { confirm } from '@/lib/feedback/feedback';
import { checkDocxArchive, DOCX_LIMITS } from '../docx-archive';
import { classifyLink } from '../link-safety';
import { knownSize, type ReportProgress } from '../load-progress';
import { sanitiseDocx } from '../sanitise-docx';
import type { ReportProblem } from '../types';
import styles from './preview.module.css';

/** docs/spec-rules.md section 9: the Word preview container is 800 px wide, then scaled to fit the phone. */
const DOC_WIDTH = 800;

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

class Unreachable extends Error {}

/**
 * Reads the file as a stream, counting its bytes for the progress. Gives up when no byte comes for
 * `stallMs` (a slow but moving download goes on), and at once when `signal` aborts (取消, leaving).
 */
async function fetchFile(
  url: string,
  stallMs: number,
  signal: AbortSignal,
  onBytes: (loaded: number, total: number | undefined) => void,
): Promise<ArrayBuffer | 'too-large'> {
  const ctrl = new AbortController();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  // Aborting the request ends its body too; the reader is cancelled as well, where it does not.
  const abort = () => {
    ctrl.abort();
    reader?.cancel().catch(() => undefined);
  };
  signal.addEventListener('abort', abort);
  let timer = 0;
  const arm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(abort, stallMs);
  };
  arm();
  onBytes(0, undefined);
  try {
    const res = await fetch(url, { signal: ctrl.signal, credentials: 'omit' }).catch(() => {
      throw new Unreachable('network');
    });
    // An SPA fallback answers a missing file with index.html and 200.
    if (!res.ok || /text\/html/i.test(res.headers.get('content-type') ?? '')) throw new Unreachable(String(res.status));
    const length = knownSize(Number(res.headers.get('content-length')));
    if (length !== undefined && length > DOCX_LIMITS.maxFileBytes) return 'too-large';
    // A compressed answer's length is not the length of what the stream gives.
    const total = res.headers.get('content-encoding') ? undefined : length;
    onBytes(0, total);
    if (!res.body) return await res.arrayBuffer();
    reader = res.body.getReader();
    const parts: Uint8Array[] = [];
    let loaded = 0;
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw new Unreachable('read');
      });
      // Stalled or cancelled: what came is not the file.
      if (ctrl.signal.aborted) throw new Unreachable('aborted');
      if (done) break;
      arm();
      parts.push(value);
      loaded += value.byteLength;
      if (loaded > DOCX_LIMITS.maxFileBytes) {
        abort();
        return 'too-large';
      }
      onBytes(loaded, total);
    }
    const data = new Uint8Array(loaded);
    let at = 0;
    for (const part of parts) {
      data.set(part, at);
      at += part.byteLength;
    }
    return data.buffer;
  } finally {
    window.clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('render time limit')), ms);
    p.then(
      (v) => {
        window.clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        window.clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** In-page Word renderer (docx-preview) with the safety checks of issue 5. */
/**
 * Every image of the document gets a text alternative: the document's own description where the
 * renderer kept one (title), else its place in the document, so a screen reader says what is there.
 */
export function nameImages(root: Element): void {
  root.querySelectorAll('img').forEach((img, i) => {
    if (img.getAttribute('alt')) return;
    img.setAttribute('alt', img.getAttribute('title') || `文档图片${i + 1}`);
  });
}

export default function DocxViewer({
  url,
  onProblem,
  onFallback,
  fetchTimeoutMs = 30_000,
  renderTimeoutMs = 20_000,
  onProgress,
}: DocxViewerProps) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready'>('loading');
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState(0);
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
    (async () => {
      let data: ArrayBuffer | 'too-large';
      try {
        data = await fetchFile(url, fetchTimeoutMs, ctrl.signal, (loaded, total) => report({ stage: 'download', loaded, total }));
      } catch {
        if (!cancelled) callbacks.current.onProblem('unreachable');
        return;
      }
      if (data === 'too-large') {
        if (!cancelled) callbacks.current.onFallback();
        return;
      }
      report({ stage: 'render' });
      const check = await checkDocxArchive(data);
      if (cancelled) return;
      if (!check.ok) {
        // Too large for the phone: the preview service converts it on the server. An absurd
        // archive is not forwarded anywhere.
        if (check.reason === 'bomb') callbacks.current.onProblem('damaged');
        else callbacks.current.onFallback();
        return;
      }
      const staging = document.createElement('div');
      try {
        await withTimeout(
          renderAsync(data, staging, undefined, {
            inWrapper: true,
            ignoreWidth: false,
            ignoreHeight: true,
            breakPages: true,
            experimental: false,
            renderAltChunks: false,
            renderComments: false,
            renderChanges: false,
            useBase64URL: true,
            className: 'docx',
          }),
          renderTimeoutMs,
        );
      } catch {
        if (!cancelled) callbacks.current.onFallback();
        return;
      }
      if (cancelled) return;
      // Sanitise before the nodes are attached to the page.
      sanitiseDocx(staging, window.location.href);
      nameImages(staging);
      body.replaceChildren(...Array.from(staging.childNodes));
      setState('ready');
      report({ stage: 'done' });
    })();
    return () => {
      cancelled = true;
      ctrl.abort();
      body.replaceChildren();
    };
  }, [url, fetchTimeoutMs, renderTimeoutMs]);

  // Scale the 800 px document to the phone's width; keep the outer box as tall as the result.
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
  }, [state]);

  const onClick = async (e: React.MouseEvent) => {
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
    if (target.external) {
      const ok = await confirm({ title: '打开外部链接', content: `即将离开当前页面，打开：${target.href}`, confirmText: '打开' });
      if (!ok) return;
    }
    if (/^(mailto|tel):/i.test(target.href)) window.location.assign(target.href);
    else window.open(target.href, '_blank', 'noopener,noreferrer');
  };

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
