/** A compression job for the worker: the photo, its header size and the targets. */
export interface CompressJob {
  id: number;
  file: Blob;
  width: number;
  height: number;
  /** Longest edge of the result in pixels. */
  maxEdge: number;
  /** Target size of a JPEG result in bytes (quality is lowered step by step to reach it). */
  maxBytes: number;
  type: 'image/jpeg' | 'image/png';
}

/** What the worker answers: progress (0-100), then the result or an error. */
export type CompressReply =
  { id: number; progress: number; blob?: Blob; error?: undefined } | { id: number; error: string; progress?: undefined; blob?: undefined };
