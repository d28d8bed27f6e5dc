import { checkImage, type ImageLimits } from './check';
import { compressImage, type CompressOptions } from './compress';

/** Why a photo was refused, with the message to show. */
export class ImageRefused extends Error {
  constructor(
    readonly reason: 'type' | 'bytes' | 'pixels' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'ImageRefused';
  }
}

/**
 * The one image path of every upload (complaints now; materials, chat files, consult photos
 * later): the header check (type, bytes, pixels), then compression in a worker with progress.
 * Rejects with ImageRefused (and its message) before anything is decoded.
 */
export async function prepareImage(file: File, opts: CompressOptions & { limits?: ImageLimits } = {}): Promise<File> {
  const check = await checkImage(file, opts.limits);
  if (!check.ok) throw new ImageRefused(check.reason, check.message);
  return compressImage(file, check, opts);
}
