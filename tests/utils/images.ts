/** Image headers built byte by byte, so checks read real structures without real photos. */

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const be16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];

/** A PNG signature and IHDR declaring width x height, then `padding` bytes of (fake) data. */
export function pngHeader(width: number, height: number, padding = 0): Uint8Array<ArrayBuffer> {
  const ihdr = [...be32(13), 0x49, 0x48, 0x44, 0x52, ...be32(width), ...be32(height), 8, 6, 0, 0, 0, 0, 0, 0, 0];
  return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...new Array<number>(padding).fill(0)]);
}

/** A JPEG with a JFIF APP0, an optional APP1 (EXIF) of `exifBytes`, and a SOF0 of width x height. */
export function jpegHeader(
  width: number,
  height: number,
  opts: { exifBytes?: number; progressive?: boolean; padding?: number } = {},
): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, ...be16(16), 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const exif = opts.exifBytes ? [0xff, 0xe1, ...be16(opts.exifBytes + 2), ...new Array<number>(opts.exifBytes).fill(0x45)] : [];
  const sof = [
    0xff,
    opts.progressive ? 0xc2 : 0xc0,
    ...be16(17),
    8,
    ...be16(height),
    ...be16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...exif, ...sof, ...new Array<number>(opts.padding ?? 0).fill(0)]);
}
