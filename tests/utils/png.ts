import { crc32, deflateSync } from 'node:zlib';

/**
 * A real, decodable PNG of `width` × `height` in vertical stripes of `colours` (RGB, 8 bit, no
 * filter): what a picker hands over in the picture journeys (Node only: zlib).
 */
export function stripedPng(width: number, height: number, colours: [number, number, number][]): Buffer {
  // Each row: filter type 0, then the pixels.
  const row = [0];
  for (let x = 0; x < width; x += 1) row.push(...colours[Math.floor((x * colours.length) / width)]);
  const raw = Buffer.from(Array.from({ length: height }, () => row).flat());
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
