import { compressImage } from '@/lib/image/compress';
import type { ImageKind } from '@/lib/image/header';
import { uploadFiles } from '@/lib/http/upload';

/** Compression (the shared image path, in a worker) and upload, replaceable in tests. */
export const imagePipeline = {
  compress(file: File, header: { kind: ImageKind; width: number; height: number }, onProgress?: (percent: number) => void): Promise<File> {
    return compressImage(file, header, { onProgress });
  },
  async upload(file: File, onProgress?: (percent: number) => void): Promise<string> {
    const [uploaded] = await uploadFiles(file, { onProgress, silent: true });
    return uploaded.url;
  },
};
