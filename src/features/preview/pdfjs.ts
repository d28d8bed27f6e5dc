import { AnnotationMode, GlobalWorkerOptions, PDFWorker, getDocument, type PDFDocumentLoadingTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

// The legacy build: the messenger browsers' engines are older Chromium and iOS WebKit, which the
// modern build (top-level await, newer built-ins) does not run on.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Where the cMaps (without them Chinese text renders blank), standard fonts, wasm decoders and
 * ICC profiles are served: from the app itself, never a CDN. The build copies them next to
 * the worker (scripts/vite-plugin-preview.ts); the dev server serves them from node_modules.
 */
function dataUrl(dir: string): string {
  const worker = new URL(workerUrl, window.location.href);
  const root = import.meta.env.DEV ? new URL('../../', worker) : new URL('pdfjs/', worker);
  return new URL(`${dir}/`, root).href;
}

export { AnnotationMode };
export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfLoad {
  task: PDFDocumentLoadingTask;
  /** Resolves when pdf.js's worker runs (its script is the viewer's own loading): the file comes next. */
  workerReady: Promise<void>;
  /** Stops the download and frees the document and the worker. */
  destroy: () => Promise<void>;
}

/** Opens a PDF with everything executable switched off, in a worker of its own. */
export function openPdf(url: string): PdfLoad {
  // A worker of the document's own (pdf.js would make one the same way), created here so that its
  // start is seen: until then the viewer is still loading its code, not the file.
  const worker = new PDFWorker();
  const task = getDocument({
    url,
    worker,
    cMapUrl: dataUrl('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: dataUrl('standard_fonts'),
    wasmUrl: dataUrl('wasm'),
    iccUrl: dataUrl('iccs'),
    // CVE-2024-4367 class: never compile font code with eval/new Function.
    isEvalSupported: false,
    enableXfa: false,
    withCredentials: false,
    // Page-by-page reading: fetch ranges on demand instead of the whole file up front.
    disableAutoFetch: true,
  });
  // A worker passed in is the caller's to destroy: after the task, which still talks to it.
  const destroy = () => task.destroy().finally(() => worker.destroy());
  return { task, workerReady: worker.promise as Promise<void>, destroy };
}
