import { gateway } from './client';
import { GatewayError, MESSAGES } from './errors';
import { reportError } from './report';
import type { UploadedFile } from '@/contract/file';

export type { UploadedFile } from '@/contract/file';

export interface UploadOptions {
  /** 0-100, never decreasing; 100 once the server has answered. */
  onProgress?: (percent: number) => void;
  /** Aborting rejects with a GatewayError of kind `canceled` (never toasted). */
  signal?: AbortSignal;
  /** Do not toast failures; the caller shows them. */
  silent?: boolean;
  /** Another upload endpoint of the same contract (the chat's `/im/upload/uploadMultipartFile`). */
  path?: string;
}

export const UPLOAD_PATH = '/oss/uploadFile';

function isUploaded(v: unknown): v is UploadedFile {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return typeof f.url === 'string' && f.url !== '' && typeof f.name === 'string';
}

/**
 * Uploads files in one multipart request (field `files`) through the signed gateway client.
 * Resolves with one entry per file, in order.
 */
export async function uploadFiles(files: File | File[], opts: UploadOptions = {}): Promise<UploadedFile[]> {
  const list = Array.isArray(files) ? files : [files];
  if (list.length === 0) return [];
  const form = new FormData();
  for (const f of list) form.append('files', f, f.name);
  let last = 0;
  const report = (percent: number) => {
    const p = Math.max(last, Math.min(100, Math.round(percent)));
    if (p === last && p !== 0) return;
    last = p;
    opts.onProgress?.(p);
  };
  const data = await gateway.post<unknown>(opts.path ?? UPLOAD_PATH, form, {
    silent: opts.silent,
    signal: opts.signal,
    onUploadProgress: (e) => {
      const ratio = e.total ? e.loaded / e.total : e.progress;
      // Bytes sent is not the answer yet: keep 100 for when the server has stored them.
      if (ratio !== undefined) report(Math.min(99, ratio * 100));
    },
  });
  if (!Array.isArray(data) || !data.every(isUploaded)) {
    const error = new GatewayError('malformed', MESSAGES.malformed);
    reportError(error, { silent: opts.silent });
    throw error;
  }
  report(100);
  return data.map((f) => ({ url: f.url, name: f.name, size: Number(f.size) || 0, type: typeof f.type === 'string' ? f.type : '' }));
}
