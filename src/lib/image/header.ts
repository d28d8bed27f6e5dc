/** The image kinds the app accepts for upload (docs/spec-rules.md section 5: jpg, jpeg, png). */
export type ImageKind = 'jpeg' | 'png';

const NAME = /\.(jpe?g|png)$/i;

/** The kind its name claims: .jpg, .jpeg or .png in any case. */
export function kindByName(name: string): ImageKind | null {
  const m = NAME.exec(name.trim());
  if (!m) return null;
  return m[1].toLowerCase() === 'png' ? 'png' : 'jpeg';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The kind its first bytes show (JPEG FF D8 FF, PNG's 8-byte signature). */
export function kindByBytes(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

export interface ImageHeader {
  kind: ImageKind;
  /** Pixels, from the header; null when the header does not say (truncated, damaged). */
  width: number | null;
  height: number | null;
}

const u16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32 = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);

/** PNG: the IHDR chunk right after the signature holds width and height. */
function pngSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 24) return null;
  if (String.fromCharCode(b[12], b[13], b[14], b[15]) !== 'IHDR') return null;
  return { width: u32(b, 16), height: u32(b, 20) };
}

/** JPEG markers that carry no length (standalone). */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]);

/** JPEG: walks the marker segments to the first start-of-frame (SOF0-SOF15 but DHT, JPG, DAC). */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (STANDALONE.has(marker)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    const length = u16(b, i + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 8 >= b.length) return null;
      return { height: u16(b, i + 5), width: u16(b, i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** Reads kind and pixel size from the first bytes of a file, without decoding the image. */
export function parseImageHeader(bytes: Uint8Array): ImageHeader | null {
  const kind = kindByBytes(bytes);
  if (!kind) return null;
  const size = kind === 'png' ? pngSize(bytes) : jpegSize(bytes);
  return { kind, width: size?.width ?? null, height: size?.height ?? null };
}

/** How much of a file the header read takes: EXIF and ICC segments come before a JPEG's frame. */
export const HEADER_BYTES = 256 * 1024;

/** The first `n` bytes of a file (Blob.arrayBuffer, or FileReader where that is missing). */
export function readHead(file: Blob, n: number): Promise<Uint8Array> {
  const head = file.slice(0, n);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}
