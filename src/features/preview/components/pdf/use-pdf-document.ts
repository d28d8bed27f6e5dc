import { useEffect, useRef, useState } from 'react';
import { openPdf, type PDFDocumentProxy } from '@/features/preview/pdfjs';
import type { ReportProblem } from '@/features/preview/types';

/**
 * Opens the document once per address and destroys it (and its worker data) on leave. A stalled
 * load gives up after `loadTimeoutMs`; a slow but progressing download does not.
 */
export function usePdfDocument(url: string, onProblem: ReportProblem, loadTimeoutMs: number, onClose: () => void): PDFDocumentProxy | null {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const problem = useRef(onProblem);
  problem.current = onProblem;
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const task = openPdf(url);
    let settled = false;
    let timer = 0;
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
      void task.destroy();
    };
  }, [url, loadTimeoutMs]);

  return doc;
}
