import type { CompressJob, CompressReply } from './compress-protocol';
import type { ImageKind } from './header';

/** Photos above this size are compressed before upload. */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
/** Longest edge of a compressed photo. */
export const COMPRESS_MAX_EDGE = 1920;

export interface CompressOptions {
  /** 0-100 while the photo is prepared. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Replaces the worker (tests); by default a module worker of ./compress.worker.ts. */
  createWorker?: () => Worker;
}

/** Whether this browser can compress off the main thread (a worker with OffscreenCanvas). */
export function canCompressOffThread(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap === 'function';
}

const defaultWorker = () => new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module', name: 'image-compress' });

let jobs = 0;

/**
 * Shrinks a checked photo (about 1 MB, longest edge 1920 px) in a Web Worker, keeping its type
 * and name, with progress. Small photos pass as they are. Where no worker can do it (an old
 * browser, the test DOM) the photo is uploaded as it is rather than freezing the page: it has
 * already passed the byte and pixel limits. Never runs the codec on the main thread.
 */
export async function compressImage(
  file: File,
  header: { kind: ImageKind; width: number; height: number },
  opts: CompressOptions = {},
): Promise<File> {
  if (file.size <= COMPRESS_ABOVE_BYTES || (!opts.createWorker && !canCompressOffThread())) {
    opts.onProgress?.(100);
    return file;
  }
  const type = header.kind === 'png' ? 'image/png' : 'image/jpeg';
  const worker = (opts.createWorker ?? defaultWorker)();
  const id = ++jobs;
  try {
    const blob = await new Promise<Blob>((resolve, reject) => {
      const onAbort = () => reject(new DOMException('已取消', 'AbortError'));
      if (opts.signal?.aborted) return onAbort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      worker.onmessage = (e: MessageEvent<CompressReply>) => {
        const m = e.data;
        if (m.id !== id) return;
        if (m.error !== undefined) reject(new Error(m.error));
        else if (m.blob) resolve(m.blob);
        else opts.onProgress?.(m.progress);
      };
      worker.onerror = (e) => {
        e.preventDefault?.();
        reject(new Error(e.message || 'worker failed'));
      };
      const job: CompressJob = {
        id,
        file,
        width: header.width,
        height: header.height,
        maxEdge: COMPRESS_MAX_EDGE,
        maxBytes: COMPRESS_ABOVE_BYTES,
        type,
      };
      worker.postMessage(job);
    });
    opts.onProgress?.(100);
    // A PNG of a photo may not shrink: keep whichever is smaller.
    if (blob.size >= file.size) return file;
    return new File([blob], file.name, { type });
  } finally {
    worker.terminate();
  }
}
