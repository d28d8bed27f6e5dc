import { useEffect, useRef, useState } from 'react';
import { knownSize, type ReportProgress } from '@/features/preview/load-progress';
import { openPdf, type PDFDocumentProxy } from '@/features/preview/pdfjs';
import type { ReportProblem } from '@/features/preview/types';

/**
 * Opens the document once per address and destroys it (and its worker) on leave, which also stops
 * its download. A stalled load gives up after `loadTimeoutMs`; a slow but progressing download
 * does not.
 *
 * Progress: `code` until pdf.js's worker runs, then `download` with what pdf.js reports (the
 * bytes of the whole-file stream, or with range requests the chunks it has), then `render` once
 * the document is open. With range requests (`disableAutoFetch`) a large file opens as soon as the
 * parts the first page needs are in, often well before its last byte: the bar stops where it is.
 */
export function usePdfDocument(
  url: string,
  onProblem: ReportProblem,
  loadTimeoutMs: number,
  onClose: () => void,
  onProgress?: ReportProgress,
): PDFDocumentProxy | null {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const problem = useRef(onProblem);
  problem.current = onProblem;
  const close = useRef(onClose);
  close.current = onClose;
  const progress = useRef(onProgress);
  progress.current = onProgress;

  useEffect(() => {
    const { task, workerReady, destroy } = openPdf(url);
    let settled = false;
    let bytesSeen = false;
    let timer = 0;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (settled) return;
        settled = true;
        problem.current('unreachable');
        void destroy();
      }, loadTimeoutMs);
    };
    arm();
    workerReady.then(
      () => {
        if (!settled && !bytesSeen) progress.current?.({ stage: 'download', loaded: 0 });
      },
      () => undefined,
    );
    task.onProgress = ({ loaded, total }: { loaded: number; total?: number }) => {
      arm();
      if (settled) return;
      bytesSeen = true;
      progress.current?.({ stage: 'download', loaded, total: knownSize(total) });
    };
    task.promise.then(
      (d) => {
        if (settled) return;
        settled = true;
        window.clearTimeout(timer);
        progress.current?.({ stage: 'render' });
        setDoc(d);
      },
      (e: unknown) => {
        if (settled) return;
        settled = true;
        window.clearTimeout(timer);
        const name = (e as { name?: string } | null)?.name;
        problem.current(name === 'InvalidPDFException' || name === 'PasswordException' ? 'damaged' : 'unreachable');
      },
    );
    return () => {
      settled = true;
      window.clearTimeout(timer);
      close.current();
      void destroy();
    };
  }, [url, loadTimeoutMs]);

  return doc;
}
