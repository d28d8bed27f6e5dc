import { describe, expect, it, vi } from 'vitest';
import { canCompressOffThread, COMPRESS_ABOVE_BYTES, COMPRESS_MAX_EDGE, compressImage } from '@/lib/image/compress';
import type { CompressJob, CompressReply } from '@/lib/image/compress-protocol';
import { ImageRefused, prepareImage } from '@/lib/image/prepare';
import { jpegHeader, pngHeader } from '../../utils/images';

/** A stand-in worker: answers a job with the given replies, in order, on later ticks. */
function fakeWorker(reply: (job: CompressJob) => Omit<CompressReply, 'id'>[]) {
  const jobs: CompressJob[] = [];
  const worker = {
    onmessage: null as ((e: MessageEvent<CompressReply>) => void) | null,
    onerror: null as ((e: ErrorEvent) => void) | null,
    terminated: false,
    postMessage(job: CompressJob) {
      jobs.push(job);
      reply(job).forEach((m, i) => setTimeout(() => worker.onmessage?.({ data: { id: job.id, ...m } } as MessageEvent<CompressReply>), i));
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return { worker, jobs, create: () => worker as unknown as Worker };
}

const bigJpeg = (w: number, h: number) =>
  new File([jpegHeader(w, h), new Uint8Array(COMPRESS_ABOVE_BYTES + 10)], '现场.jpg', { type: 'image/jpeg' });
const header = { kind: 'jpeg' as const, width: 4000, height: 3000 };

describe('compressImage (worker protocol)', () => {
  it('sends the photo and its header size to the worker, reports progress and keeps name and type', async () => {
    const f = fakeWorker(() => [
      { progress: 10 },
      { progress: 50 },
      { progress: 100, blob: new Blob([new Uint8Array(900_000)], { type: 'image/jpeg' }) },
    ]);
    const progress: number[] = [];
    const out = await compressImage(bigJpeg(4000, 3000), header, { createWorker: f.create, onProgress: (p) => progress.push(p) });
    expect(f.jobs[0]).toMatchObject({
      width: 4000,
      height: 3000,
      maxEdge: COMPRESS_MAX_EDGE,
      maxBytes: COMPRESS_ABOVE_BYTES,
      type: 'image/jpeg',
    });
    expect(progress).toEqual([10, 50, 100]);
    expect(out.name).toBe('现场.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(900_000);
    expect(f.worker.terminated).toBe(true);
  });

  it('keeps the original when the result is not smaller', async () => {
    const file = bigJpeg(4000, 3000);
    const f = fakeWorker(() => [{ progress: 100, blob: new Blob([new Uint8Array(file.size + 1)]) }]);
    expect(await compressImage(file, header, { createWorker: f.create })).toBe(file);
  });

  it('rejects with the worker error and ends the worker', async () => {
    const f = fakeWorker(() => [{ error: 'decode failed' }]);
    await expect(compressImage(bigJpeg(4000, 3000), header, { createWorker: f.create })).rejects.toThrow('decode failed');
    expect(f.worker.terminated).toBe(true);
  });

  it('a cancel ends the worker', async () => {
    const f = fakeWorker(() => []);
    const ctrl = new AbortController();
    const p = compressImage(bigJpeg(4000, 3000), header, { createWorker: f.create, signal: ctrl.signal });
    ctrl.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.worker.terminated).toBe(true);
  });

  it('small photos pass as they are, without a worker', async () => {
    const create = vi.fn();
    const small = new File([jpegHeader(800, 600)], 'a.jpg');
    expect(await compressImage(small, { kind: 'jpeg', width: 800, height: 600 }, { createWorker: create })).toBe(small);
    expect(create).not.toHaveBeenCalled();
  });

  it('without workers (the test DOM) a checked photo is sent as it is rather than freezing the page', async () => {
    expect(canCompressOffThread()).toBe(false);
    const file = bigJpeg(4000, 3000);
    const progress: number[] = [];
    expect(await compressImage(file, header, { onProgress: (p) => progress.push(p) })).toBe(file);
    expect(progress).toEqual([100]);
  });
});

describe('prepareImage (check, then compress)', () => {
  it('refuses a pixel flood before any worker starts', async () => {
    const create = vi.fn();
    const flood = new File([pngHeader(30000, 30000, 107 * 1024)], 'flood.png', { type: 'image/png' });
    const error = await prepareImage(flood, { createWorker: create }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRefused);
    expect(error).toMatchObject({ reason: 'pixels', message: expect.stringContaining('像素') });
    expect(create).not.toHaveBeenCalled();
  });

  it('compresses an accepted large photo in the worker', async () => {
    const f = fakeWorker(() => [{ progress: 100, blob: new Blob([new Uint8Array(10)]) }]);
    const out = await prepareImage(bigJpeg(4032, 3024), { createWorker: f.create });
    expect(f.jobs[0]).toMatchObject({ width: 4032, height: 3024 });
    expect(out.size).toBe(10);
  });
});
