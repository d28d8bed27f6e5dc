import { describe, expect, it } from 'vitest';
import { isAcceptedImage, kindByBytes, kindByName } from '../../../src/features/rating/image-check';

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
  it.each([
    [JPEG, 'a.jpg', true],
    [JPEG, 'a.JPEG', true],
    [PNG, 'a.png', true],
    // A PNG named .jpg is still an image of an allowed type.
    [PNG, 'a.jpg', true],
    [GIF, 'renamed.jpg', false],
    [PDF, 'scan.png', false],
    [PNG, 'no-extension', false],
    [JPEG, 'a.gif', false],
    [[], 'empty.jpg', false],
  ])('%#: %s', async (bytes, name, ok) => {
    expect(await isAcceptedImage(file(bytes as number[], name as string, 'image/jpeg'))).toBe(ok);
  });
});
