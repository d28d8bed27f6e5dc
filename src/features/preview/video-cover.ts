/** docs/spec-rules.md section 9: video cover thumbnail 400x240 JPEG. */
export const VIDEO_COVER_WIDTH = 400;
export const VIDEO_COVER_HEIGHT = 240;
export const VIDEO_COVER_TYPE = 'image/jpeg';
export const VIDEO_COVER_QUALITY = 0.8;
/** A weak network must never leave the capture pending: after this, there is simply no cover. */
export const VIDEO_COVER_TIMEOUT_MS = 5000;
/** Frame 0 is often black (fade-in); a tenth of a second in usually shows the subject. */
export const VIDEO_COVER_AT_SECONDS = 0.1;

/** Where the source frame goes on the cover canvas (drawImage's destination rectangle). */
export interface CoverRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Letterboxes a source of any size into the cover: the whole frame is kept at its own aspect
 * ratio, centred, scaled up or down to touch two edges; the rest stays black like the player's own
 * background. Letterbox rather than crop because a service video often has captions at its edges.
 * Returns null for a source without a size (no decoded frame).
 */
export function fitLetterbox(
  sourceWidth: number,
  sourceHeight: number,
  targetWidth = VIDEO_COVER_WIDTH,
  targetHeight = VIDEO_COVER_HEIGHT,
): CoverRect | null {
  if (!(sourceWidth > 0 && sourceHeight > 0 && targetWidth > 0 && targetHeight > 0)) return null;
  if (!Number.isFinite(sourceWidth) || !Number.isFinite(sourceHeight)) return null;
  const scale = Math.min(targetWidth / sourceWidth, targetHeight / sourceHeight);
  // Whole pixels, never past the canvas, never zero for a one-pixel-thin source.
  const width = Math.min(targetWidth, Math.max(1, Math.round(sourceWidth * scale)));
  const height = Math.min(targetHeight, Math.max(1, Math.round(sourceHeight * scale)));
  return { x: Math.floor((targetWidth - width) / 2), y: Math.floor((targetHeight - height) / 2), width, height };
}

/** The time to grab: a little in, but never past the middle of a very short clip. */
export function coverTime(duration: number, at = VIDEO_COVER_AT_SECONDS): number {
  if (!Number.isFinite(duration) || duration <= 0) return at;
  return Math.min(at, duration / 2);
}

/** The parts of a video element the capture uses (a real HTMLVideoElement, or a test double). */
export type CoverVideo = Pick<
  HTMLVideoElement,
  | 'addEventListener'
  | 'removeEventListener'
  | 'videoWidth'
  | 'videoHeight'
  | 'duration'
  | 'currentTime'
  | 'src'
  | 'muted'
  | 'preload'
  | 'playsInline'
  | 'removeAttribute'
  | 'load'
  | 'readyState'
>;

/** HTMLMediaElement's HAVE_CURRENT_DATA: the frame at the current position is there to draw. */
const HAVE_CURRENT_DATA = 2;

export interface CoverCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect' | 'drawImage'> | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

export interface VideoCoverOptions {
  timeoutMs?: number;
  atSeconds?: number;
  signal?: AbortSignal;
  /** Injected in tests: jsdom has no media decoding nor canvas. */
  createVideo?: () => CoverVideo;
  createCanvas?: () => CoverCanvas;
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
}

/**
 * Draws an early frame of the video into a 400x240 letterboxed JPEG. Resolves to the JPEG, or to
 * null when there is no cover to be had: load error, no frame within the time limit, abort, or a
 * cross-origin video (it taints the canvas and the browser refuses to export it). Never rejects,
 * never hangs; its own video element and object URL are always released.
 */
export function captureVideoCover(source: string | Blob, options: VideoCoverOptions = {}): Promise<Blob | null> {
  const {
    timeoutMs = VIDEO_COVER_TIMEOUT_MS,
    atSeconds = VIDEO_COVER_AT_SECONDS,
    signal,
    createVideo = () => document.createElement('video'),
    createCanvas = () => document.createElement('canvas') as CoverCanvas,
    createObjectURL = (b: Blob) => URL.createObjectURL(b),
    revokeObjectURL = (u: string) => URL.revokeObjectURL(u),
  } = options;
  if (signal?.aborted) return Promise.resolve(null);

  return new Promise<Blob | null>((resolve) => {
    let settled = false;
    const ownUrl = typeof source === 'string' ? null : createObjectURL(source);
    const video = createVideo();
    const onLoaded = () => {
      try {
        video.currentTime = coverTime(video.duration, atSeconds);
      } catch {
        finish(null);
      }
    };
    // Chromium may end a seek before the frame there is decoded (readyState HAVE_METADATA, seen on a
    // loaded machine): drawn then, the canvas gets nothing, not even a cross-origin video's taint, and
    // the cover would be a black JPEG. The frame is there once the video can play from that point.
    const onSeeked = () => {
      if (video.readyState < HAVE_CURRENT_DATA) video.addEventListener('canplay', draw, { once: true });
      else draw();
    };
    const draw = () => {
      const rect = fitLetterbox(video.videoWidth, video.videoHeight);
      const canvas = createCanvas();
      const context = rect ? canvas.getContext('2d') : null;
      if (!rect || !context) {
        finish(null);
        return;
      }
      canvas.width = VIDEO_COVER_WIDTH;
      canvas.height = VIDEO_COVER_HEIGHT;
      try {
        context.fillStyle = '#000';
        context.fillRect(0, 0, VIDEO_COVER_WIDTH, VIDEO_COVER_HEIGHT);
        context.drawImage(video as HTMLVideoElement, rect.x, rect.y, rect.width, rect.height);
        // A tainted canvas throws SecurityError here.
        canvas.toBlob((blob) => finish(blob && blob.type === VIDEO_COVER_TYPE ? blob : null), VIDEO_COVER_TYPE, VIDEO_COVER_QUALITY);
      } catch {
        finish(null);
      }
    };
    const onError = () => finish(null);
    const onAbort = () => finish(null);
    const timer = setTimeout(() => finish(null), timeoutMs);

    function finish(result: Blob | null) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeEventListener('loadeddata', onLoaded);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('canplay', draw);
      video.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
      // Dropping the source and reloading stops any download the capture started.
      video.removeAttribute('src');
      try {
        video.load();
      } catch {
        // Nothing left to release.
      }
      if (ownUrl) revokeObjectURL(ownUrl);
      resolve(result);
    }

    signal?.addEventListener('abort', onAbort);
    video.addEventListener('loadeddata', onLoaded);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('error', onError);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.src = ownUrl ?? (source as string);
  });
}
