// The image compression worker: decodes (scaled down while decoding), draws and encodes a photo
// off the main thread, reporting progress. Started by ./compress.ts as a module worker.
import type { CompressJob, CompressReply } from './compress-protocol';

const scope = self as unknown as { onmessage: ((e: MessageEvent<CompressJob>) => void) | null; postMessage(m: CompressReply): void };

scope.onmessage = (e) => {
  void run(e.data);
};

async function run(job: CompressJob): Promise<void> {
  const post = (m: Omit<CompressReply, 'id'>) => scope.postMessage({ id: job.id, ...m } as CompressReply);
  try {
    const scale = Math.min(1, job.maxEdge / Math.max(job.width, job.height));
    const width = Math.max(1, Math.round(job.width * scale));
    const height = Math.max(1, Math.round(job.height * scale));
    post({ progress: 10 });
    const bitmap = await createImageBitmap(job.file, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    post({ progress: 50 });
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    bitmap.close();
    post({ progress: 65 });
    let quality = 0.85;
    let blob = await canvas.convertToBlob({ type: job.type, quality });
    // JPEG: lower the quality step by step until the photo fits the target size.
    for (let step = 0; job.type === 'image/jpeg' && blob.size > job.maxBytes && step < 4; step++) {
      quality -= 0.15;
      post({ progress: 70 + step * 7 });
      blob = await canvas.convertToBlob({ type: job.type, quality });
    }
    post({ progress: 100, blob });
  } catch (err) {
    post({ error: err instanceof Error ? err.message : String(err) });
  }
}
