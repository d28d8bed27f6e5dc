import { describe, expect, it } from 'vitest';
import { checkImage, IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@/lib/image/check';
import { kindByBytes, kindByName, parseImageHeader } from '@/lib/image/header';
import { jpegHeader, pngHeader } from '../../utils/images';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

const file = (bytes: number[], name: string, type = '') => new File([Uint8Array.from(bytes)], name, { type });

describe('image type by name', () => {
  it.each([
    ['photo.jpg', 'jpeg'],
    ['photo.JPG', 'jpeg'],
    ['photo.jpeg', 'jpeg'],
    ['截图.PNG', 'png'],
    ['photo.gif', null],
    ['photo.jpg.exe', null],
    ['photo', null],
    ['photo.webp', null],
    ['jpg', null],
  ])('%s → %s', (name, kind) => {
    expect(kindByName(name)).toBe(kind);
  });
});

describe('image type by content', () => {
  it('knows JPEG and PNG signatures and nothing else', () => {
    expect(kindByBytes(Uint8Array.from(JPEG))).toBe('jpeg');
    expect(kindByBytes(Uint8Array.from(PNG))).toBe('png');
    expect(kindByBytes(Uint8Array.from(GIF))).toBeNull();
    expect(kindByBytes(Uint8Array.from(PDF))).toBeNull();
    expect(kindByBytes(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(kindByBytes(Uint8Array.from(PNG.slice(0, 7)))).toBeNull();
    expect(kindByBytes(new Uint8Array())).toBeNull();
  });
});

describe('accepted images need both a right name and right content', () => {
  const JPEG_REAL = Array.from(jpegHeader(640, 480));
  const PNG_REAL = Array.from(pngHeader(1, 1));
  it.each([
    [JPEG_REAL, 'a.jpg', true],
    [JPEG_REAL, 'a.JPEG', true],
    [PNG_REAL, 'a.png', true],
    // A PNG named .jpg is still an image of an allowed type.
    [PNG_REAL, 'a.jpg', true],
    [GIF, 'renamed.jpg', false],
    [PDF, 'scan.png', false],
    [PNG_REAL, 'no-extension', false],
    [JPEG_REAL, 'a.gif', false],
    [[], 'empty.jpg', false],
  ])('%#: %s', async (bytes, name, ok) => {
    expect((await checkImage(file(bytes as number[], name as string, 'image/jpeg'))).ok).toBe(ok);
  });
});

describe('pixel size from the header, without decoding', () => {
  it.each([
    ['PNG', pngHeader(4000, 3000), { kind: 'png', width: 4000, height: 3000 }],
    ['PNG pixel flood', pngHeader(30000, 30000), { kind: 'png', width: 30000, height: 30000 }],
    ['baseline JPEG', jpegHeader(4032, 3024), { kind: 'jpeg', width: 4032, height: 3024 }],
    ['progressive JPEG', jpegHeader(800, 600, { progressive: true }), { kind: 'jpeg', width: 800, height: 600 }],
    ['JPEG with a 60 KB EXIF before its frame', jpegHeader(8000, 6000, { exifBytes: 60_000 }), { kind: 'jpeg', width: 8000, height: 6000 }],
    [
      'JPEG cut before its frame',
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
      { kind: 'jpeg', width: null, height: null },
    ],
    [
      'PNG without IHDR',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      { kind: 'png', width: null, height: null },
    ],
  ])('%s', (_label, bytes, expected) => {
    expect(parseImageHeader(bytes)).toEqual(expected);
  });
  it('nothing for other content', () => {
    expect(parseImageHeader(Uint8Array.from(GIF))).toBeNull();
  });
});

describe('checkImage: the limits of the shared image path', () => {
  const big = (bytes: Uint8Array<ArrayBuffer>, size: number) =>
    new File([bytes, new Uint8Array(size - bytes.length)], 'p.jpg', { type: 'image/jpeg' });
  it('takes a 12 MP photo and a 48 MP one', async () => {
    expect(await checkImage(new File([jpegHeader(4000, 3000)], 'a.jpg'))).toEqual({ ok: true, kind: 'jpeg', width: 4000, height: 3000 });
    expect((await checkImage(new File([jpegHeader(8000, 6000)], 'a.jpg'))).ok).toBe(true);
  });
  it('refuses a 107 KB PNG that declares 30000 x 30000 pixels', async () => {
    const flood = new File([pngHeader(30000, 30000, 107 * 1024)], 'flood.png', { type: 'image/png' });
    expect(await checkImage(flood)).toEqual({ ok: false, reason: 'pixels', message: IMAGE_MESSAGES.pixels });
  });
  it('refuses above the byte size', async () => {
    expect(await checkImage(big(jpegHeader(4000, 3000), MAX_IMAGE_BYTES + 1))).toEqual({
      ok: false,
      reason: 'bytes',
      message: IMAGE_MESSAGES.bytes,
    });
    expect((await checkImage(big(jpegHeader(4000, 3000), MAX_IMAGE_BYTES))).ok).toBe(true);
  });
  it('pixel limit at the edge', async () => {
    expect((await checkImage(new File([pngHeader(MAX_IMAGE_PIXELS / 5000, 5000)], 'a.png'))).ok).toBe(true);
    expect((await checkImage(new File([pngHeader(MAX_IMAGE_PIXELS / 5000 + 1, 5000)], 'a.png'))).ok).toBe(false);
  });
  it('refuses a header that does not say its size', async () => {
    expect(await checkImage(file([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46], 'a.jpg'))).toEqual({
      ok: false,
      reason: 'unreadable',
      message: IMAGE_MESSAGES.unreadable,
    });
  });
  it('has Chinese messages with the limits in them', () => {
    expect(IMAGE_MESSAGES.bytes).toContain('20MB');
    expect(IMAGE_MESSAGES.pixels).toContain('5000万像素');
  });
});
