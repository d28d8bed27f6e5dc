import { renderAsync } from 'docx-preview';
import { checkDocxArchive, DOCX_LIMITS } from './docx-archive';
import { knownSize, type ReportProgress } from './load-progress';
import { sanitiseDocx } from './sanitise-docx';
import type { ReportProblem } from './types';

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

export interface DocxLoad {
  fetchTimeoutMs: number;
  renderTimeoutMs: number;
  signal: AbortSignal;
  /** False once the viewer has left or asks for another file: nothing more is said then. */
  live: () => boolean;
  report: ReportProgress;
  onProblem: ReportProblem;
  onFallback: () => void;
  /** The document is on the page. */
  onShown: () => void;
}

/**
 * Downloads, checks and renders the Word file into `body`, sanitised before it is attached; says
 * when it is shown, or else the problem or the fallback (while still live).
 */
export async function loadDocx(url: string, body: HTMLElement, load: DocxLoad): Promise<void> {
  const { live, report } = load;
  let data: ArrayBuffer | 'too-large';
  try {
    data = await fetchFile(url, load.fetchTimeoutMs, load.signal, (loaded, total) => report({ stage: 'download', loaded, total }));
  } catch {
    if (live()) load.onProblem('unreachable');
    return;
  }
  if (data === 'too-large') {
    if (live()) load.onFallback();
    return;
  }
  report({ stage: 'render' });
  const check = await checkDocxArchive(data);
  if (!live()) return;
  if (!check.ok) {
    // Too large for the phone: the preview service converts it on the server. An absurd
    // archive is not forwarded anywhere.
    if (check.reason === 'bomb') load.onProblem('damaged');
    else load.onFallback();
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
      load.renderTimeoutMs,
    );
  } catch {
    if (live()) load.onFallback();
    return;
  }
  if (!live()) return;
  // Sanitise before the nodes are attached to the page.
  sanitiseDocx(staging, window.location.href);
  nameImages(staging);
  body.replaceChildren(...Array.from(staging.childNodes));
  load.onShown();
}
