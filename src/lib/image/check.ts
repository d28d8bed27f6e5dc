import { HEADER_BYTES, kindByName, parseImageHeader, readHead, type ImageKind } from './header';

/** Largest photo the app takes (the file store's limit per file). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/**
 * Most pixels a photo may have: a 48 MP phone camera passes, a pixel flood (a tiny PNG that
 * declares 30000 x 30000 and would need 3.6 GB to decode) does not.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const IMAGE_MESSAGES = {
  type: '只能上传JPG、JPEG、PNG格式的图片',
  bytes: `图片不能超过${MAX_IMAGE_BYTES / 1024 / 1024}MB，请换一张较小的图片`,
  pixels: `图片尺寸过大（超过${MAX_IMAGE_PIXELS / 10_000}万像素），请换一张较小的图片`,
  unreadable: '图片已损坏或无法读取，请换一张图片',
} as const;

export type ImageCheck =
  { ok: true; kind: ImageKind; width: number; height: number } | { ok: false; reason: keyof typeof IMAGE_MESSAGES; message: string };

export interface ImageLimits {
  maxBytes?: number;
  maxPixels?: number;
}

const refuse = (reason: keyof typeof IMAGE_MESSAGES): ImageCheck => ({ ok: false, reason, message: IMAGE_MESSAGES[reason] });

/**
 * The shared check of every image the app uploads, before anything decodes it: the name and the
 * content both say JPEG or PNG; the byte size and the pixel count (read from the header) are
 * within the limits. Reads at most the first 256 KB.
 */
export async function checkImage(file: File, limits: ImageLimits = {}): Promise<ImageCheck> {
  const maxBytes = limits.maxBytes ?? MAX_IMAGE_BYTES;
  const maxPixels = limits.maxPixels ?? MAX_IMAGE_PIXELS;
  const claimed = kindByName(file.name);
  if (!claimed) return refuse('type');
  let head: Uint8Array;
  try {
    head = await readHead(file, HEADER_BYTES);
  } catch {
    return refuse('unreadable');
  }
  const header = parseImageHeader(head);
  if (!header) return refuse('type');
  if (file.size > maxBytes) return refuse('bytes');
  if (!header.width || !header.height) return refuse('unreadable');
  if (header.width * header.height > maxPixels) return refuse('pixels');
  return { ok: true, kind: header.kind, width: header.width, height: header.height };
}
