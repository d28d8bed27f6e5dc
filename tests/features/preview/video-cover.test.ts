import {
  VIDEO_COVER_HEIGHT,
  VIDEO_COVER_QUALITY,
  VIDEO_COVER_TIMEOUT_MS,
  VIDEO_COVER_TYPE,
  VIDEO_COVER_WIDTH,
  captureVideoCover,
  coverTime,
  fitLetterbox,
  type CoverCanvas,
  type CoverVideo,
} from '@/features/preview/video-cover';

describe('cover constants (spec section 9)', () => {
  it('is a 400x240 JPEG', () => {
    expect([VIDEO_COVER_WIDTH, VIDEO_COVER_HEIGHT, VIDEO_COVER_TYPE]).toEqual([400, 240, 'image/jpeg']);
  });
});

describe('fitLetterbox', () => {
  it('fills the cover exactly when the aspect ratio is the same, at any size', () => {
    expect(fitLetterbox(400, 240)).toEqual({ x: 0, y: 0, width: 400, height: 240 });
    expect(fitLetterbox(1000, 600)).toEqual({ x: 0, y: 0, width: 400, height: 240 });
    expect(fitLetterbox(200, 120)).toEqual({ x: 0, y: 0, width: 400, height: 240 });
  });

  it('puts bars above and below a wider source', () => {
    // 16:9 -> 400 x 225, 7 px bar on top, 8 below.
    expect(fitLetterbox(1920, 1080)).toEqual({ x: 0, y: 7, width: 400, height: 225 });
    expect(fitLetterbox(800, 100)).toEqual({ x: 0, y: 95, width: 400, height: 50 });
  });

  it('puts bars left and right of a taller source', () => {
    // The fixture: 4:3 -> 320 x 240 centred.
    expect(fitLetterbox(320, 240)).toEqual({ x: 40, y: 0, width: 320, height: 240 });
    // Portrait phone video 9:16 -> 135 x 240.
    expect(fitLetterbox(1080, 1920)).toEqual({ x: 132, y: 0, width: 135, height: 240 });
  });

  it('scales tiny sources up and keeps a hairline source at least one pixel thick', () => {
    expect(fitLetterbox(2, 2)).toEqual({ x: 80, y: 0, width: 240, height: 240 });
    expect(fitLetterbox(1, 1)).toEqual({ x: 80, y: 0, width: 240, height: 240 });
    expect(fitLetterbox(10000, 1)).toEqual({ x: 0, y: 119, width: 400, height: 1 });
    expect(fitLetterbox(1, 10000)).toEqual({ x: 199, y: 0, width: 1, height: 240 });
  });

  it('never stretches: the drawn ratio stays the source ratio', () => {
    for (const [w, h] of [
      [640, 360],
      [720, 576],
      [1280, 720],
      [480, 640],
      [333, 777],
    ]) {
      const r = fitLetterbox(w, h)!;
      expect(r.width).toBeLessThanOrEqual(400);
      expect(r.height).toBeLessThanOrEqual(240);
      expect(r.width === 400 || r.height === 240).toBe(true);
      expect(Math.abs(r.width / r.height - w / h)).toBeLessThan((w / h) * 0.02);
    }
  });

  it('has nothing to draw for a source without a size', () => {
    expect(fitLetterbox(0, 0)).toBeNull();
    expect(fitLetterbox(0, 240)).toBeNull();
    expect(fitLetterbox(Number.NaN, 240)).toBeNull();
    expect(fitLetterbox(Number.POSITIVE_INFINITY, 240)).toBeNull();
  });
});

describe('coverTime', () => {
  it('takes 0.1 s in, or the middle of a shorter clip', () => {
    expect(coverTime(2)).toBe(0.1);
    expect(coverTime(0.1)).toBe(0.05);
    expect(coverTime(Number.NaN)).toBe(0.1);
    expect(coverTime(Number.POSITIVE_INFINITY)).toBe(0.1);
  });
});

/** A video element double: jsdom cannot decode media. */
class FakeVideo extends EventTarget {
  videoWidth = 0;
  videoHeight = 0;
  duration = Number.NaN;
  muted = false;
  preload = '';
  playsInline = false;
  src = '';
  seekTo: number | null = null;
  loads = 0;
  /** HAVE_CURRENT_DATA: the frame at the position is decoded. */
  readyState = 2;
  private time = 0;
  get currentTime() {
    return this.time;
  }
  set currentTime(t: number) {
    this.time = t;
    this.seekTo = t;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  load() {
    this.loads += 1;
  }
}

function fakeCanvas(toBlob: CoverCanvas['toBlob']) {
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
  const canvas: CoverCanvas & { context: typeof context } = {
    width: 300,
    height: 150,
    context,
    getContext: () => context as never,
    toBlob: vi.fn(toBlob),
  };
  return canvas;
}

const asVideo = (v: FakeVideo) => () => v as unknown as CoverVideo;

describe('captureVideoCover', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the frame 0.1 s in, letterboxed on black, into a 400x240 JPEG', async () => {
    const video = new FakeVideo();
    const jpeg = new Blob(['x'], { type: 'image/jpeg' });
    const canvas = fakeCanvas((cb) => cb(jpeg));
    const pending = captureVideoCover('/fixtures/sample.mp4', { createVideo: asVideo(video), createCanvas: () => canvas });
    expect(video.src).toBe('/fixtures/sample.mp4');
    expect(video.muted).toBe(true);
    Object.assign(video, { videoWidth: 320, videoHeight: 240, duration: 2 });
    video.dispatchEvent(new Event('loadeddata'));
    expect(video.seekTo).toBe(0.1);
    video.dispatchEvent(new Event('seeked'));
    await expect(pending).resolves.toBe(jpeg);
    expect([canvas.width, canvas.height]).toEqual([400, 240]);
    expect(canvas.context.fillRect).toHaveBeenCalledWith(0, 0, 400, 240);
    expect(canvas.context.drawImage).toHaveBeenCalledWith(video, 40, 0, 320, 240);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', VIDEO_COVER_QUALITY);
    // Released: no source left, download stopped.
    expect(video.src).toBe('');
    expect(video.loads).toBe(1);
  });

  it('waits for the frame when the seek ends before it is decoded, rather than export a black cover', async () => {
    const video = new FakeVideo();
    const jpeg = new Blob(['x'], { type: 'image/jpeg' });
    const canvas = fakeCanvas((cb) => cb(jpeg));
    const pending = captureVideoCover('/fixtures/sample.mp4', { createVideo: asVideo(video), createCanvas: () => canvas });
    Object.assign(video, { videoWidth: 320, videoHeight: 240, duration: 2 });
    video.dispatchEvent(new Event('loadeddata'));
    // HAVE_METADATA at the end of the seek: nothing to draw yet.
    video.readyState = 1;
    video.dispatchEvent(new Event('seeked'));
    await Promise.resolve();
    expect(canvas.context.drawImage).not.toHaveBeenCalled();
    expect(canvas.toBlob).not.toHaveBeenCalled();
    video.readyState = 3;
    video.dispatchEvent(new Event('canplay'));
    await expect(pending).resolves.toBe(jpeg);
    expect(canvas.context.drawImage).toHaveBeenCalledOnce();
  });

  it('gives no cover, and releases the video, when no frame comes within 5 s', async () => {
    vi.useFakeTimers();
    const video = new FakeVideo();
    const revoke = vi.fn();
    const pending = captureVideoCover(new Blob(['v'], { type: 'video/mp4' }), {
      createVideo: asVideo(video),
      createCanvas: () => fakeCanvas(() => {}),
      createObjectURL: () => 'blob:cover-test',
      revokeObjectURL: revoke,
    });
    expect(video.src).toBe('blob:cover-test');
    await vi.advanceTimersByTimeAsync(VIDEO_COVER_TIMEOUT_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeNull();
    expect(revoke).toHaveBeenCalledWith('blob:cover-test');
    expect(video.src).toBe('');
    // Late events after the time-out change nothing.
    Object.assign(video, { videoWidth: 320, videoHeight: 240 });
    video.dispatchEvent(new Event('loadeddata'));
    expect(video.seekTo).toBeNull();
  });

  it('gives no cover when the toBlob callback never comes (time limit covers every step)', async () => {
    vi.useFakeTimers();
    const video = new FakeVideo();
    const pending = captureVideoCover('/v.mp4', { createVideo: asVideo(video), createCanvas: () => fakeCanvas(() => {}), timeoutMs: 1000 });
    Object.assign(video, { videoWidth: 320, videoHeight: 240, duration: 2 });
    video.dispatchEvent(new Event('loadeddata'));
    video.dispatchEvent(new Event('seeked'));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBeNull();
  });

  it('gives no cover for a tainted (cross-origin) canvas', async () => {
    const video = new FakeVideo();
    const canvas = fakeCanvas(() => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    });
    const pending = captureVideoCover('https://other.example/v.mp4', { createVideo: asVideo(video), createCanvas: () => canvas });
    Object.assign(video, { videoWidth: 640, videoHeight: 360, duration: 10 });
    video.dispatchEvent(new Event('loadeddata'));
    video.dispatchEvent(new Event('seeked'));
    await expect(pending).resolves.toBeNull();
    expect(video.src).toBe('');
  });

  it('gives no cover on a load error, a frame without size, a non-JPEG result or an abort', async () => {
    const errored = new FakeVideo();
    const p1 = captureVideoCover('/v.mp4', { createVideo: asVideo(errored), createCanvas: () => fakeCanvas((cb) => cb(new Blob())) });
    errored.dispatchEvent(new Event('error'));
    await expect(p1).resolves.toBeNull();

    const sizeless = new FakeVideo();
    const canvas = fakeCanvas((cb) => cb(new Blob(['x'], { type: 'image/jpeg' })));
    const p2 = captureVideoCover('/v.mp4', { createVideo: asVideo(sizeless), createCanvas: () => canvas });
    sizeless.dispatchEvent(new Event('loadeddata'));
    sizeless.dispatchEvent(new Event('seeked'));
    await expect(p2).resolves.toBeNull();
    expect(canvas.context.drawImage).not.toHaveBeenCalled();

    // A browser without JPEG encoding hands back PNG: that is not the cover the spec asks for.
    const png = new FakeVideo();
    const p3 = captureVideoCover('/v.mp4', {
      createVideo: asVideo(png),
      createCanvas: () => fakeCanvas((cb) => cb(new Blob(['x'], { type: 'image/png' }))),
    });
    Object.assign(png, { videoWidth: 320, videoHeight: 240 });
    png.dispatchEvent(new Event('loadeddata'));
    png.dispatchEvent(new Event('seeked'));
    await expect(p3).resolves.toBeNull();

    const aborted = new FakeVideo();
    const controller = new AbortController();
    const p4 = captureVideoCover('/v.mp4', { createVideo: asVideo(aborted), signal: controller.signal });
    controller.abort();
    await expect(p4).resolves.toBeNull();
    expect(aborted.src).toBe('');

    const created = vi.fn(() => new FakeVideo() as unknown as CoverVideo);
    await expect(captureVideoCover('/v.mp4', { createVideo: created, signal: AbortSignal.abort() })).resolves.toBeNull();
    expect(created).not.toHaveBeenCalled();
  });
});
