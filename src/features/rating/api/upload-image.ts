import { uploadFiles } from '../../../lib/http/upload';

/** Photos above this size are compressed before upload. */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;

/** Shrinks a large photo (about 1 MB, 1920 px) keeping its type and name; small files pass as they are. */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= COMPRESS_ABOVE_BYTES) return file;
  const { default: imageCompression } = await import('browser-image-compression');
  // No web worker: the library's worker loads its own copy from a public CDN, which a
  // government app must not depend on (and cannot reach offline).
  const out = await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: 1920, useWebWorker: false, fileType: file.type || undefined });
  return new File([out], file.name, { type: out.type || file.type });
}

/** Compression and upload, replaceable in tests. */
export const imagePipeline = {
  compress: compressImage,
  async upload(file: File, onProgress?: (percent: number) => void): Promise<string> {
    const [uploaded] = await uploadFiles(file, { onProgress, silent: true });
    return uploaded.url;
  },
};
