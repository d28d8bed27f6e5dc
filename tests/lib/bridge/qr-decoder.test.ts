import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { decodeRgba, MAX_SIDE, readSize } from '@/lib/bridge/qr-decoder';
import { drawQr, qrModulesFromSvg, toRgba, toY4m } from '../../utils/qr-image';

// jsQR, the decoder where the platform has no BarcodeDetector, on pictures of real codes drawn
// by qrcode.react as the certificate page draws them (level M).

/** A certificate code's shape: `OWC1.<base64url JSON>.<64 hex>`, about as long as the emulator's. */
const CODE = `OWC1.${btoa(
  JSON.stringify({ p: 'PRS-000123', c: 'CERT-ID-0001', f: ['name', 'adult'], iat: 1_790_000_000_000, exp: 1_790_000_060_000 }),
)
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '')}.${'0123456789abcdef'.repeat(4)}`;

const modulesOf = (text: string) => qrModulesFromSvg(renderToStaticMarkup(createElement(QRCodeSVG, { value: text, level: 'M' })));

describe('decodeRgba', () => {
  it("reads a certificate code from a camera-sized picture of the page's QR", () => {
    const modules = modulesOf(CODE);
    const picture = drawQr(modules, 640, 480, 5);
    expect(decodeRgba(toRgba(picture), 640, 480)).toBe(CODE);
  });

  it('reads Chinese text (a queue ticket says where to go)', () => {
    const text = '和平区政务服务中心 A023';
    expect(decodeRgba(toRgba(drawQr(modulesOf(text), 320, 240, 6)), 320, 240)).toBe(text);
  });

  it('finds nothing in a picture without a code, or with half a code', () => {
    const blank = drawQr([[false]], 200, 200, 1);
    expect(decodeRgba(toRgba(blank), 200, 200)).toBeNull();
    const modules = modulesOf(CODE);
    const half = modules.map((row, y) => (y < modules.length / 2 ? row : row.map(() => false)));
    expect(decodeRgba(toRgba(drawQr(half, 640, 480, 5)), 640, 480)).toBeNull();
  });
});

describe('readSize', () => {
  it.each([
    [[640, 480], { width: 640, height: 480 }],
    [[320, 240], { width: 320, height: 240 }],
    [[1280, 720], { width: 640, height: 360 }],
    [[1080, 1920], { width: 360, height: 640 }],
  ] as const)('%j', ([w, h], want) => {
    expect(readSize(w, h)).toEqual(want);
  });
  it('keeps the longer side at MAX_SIDE', () => {
    expect(Math.max(...Object.values(readSize(4000, 3000)))).toBe(MAX_SIDE);
  });
});

describe('the picture helpers the camera journey uses', () => {
  it('a QRCodeSVG gives its modules: the three finder patterns in their corners', () => {
    const m = modulesOf('x');
    const n = m.length;
    for (const [r, c] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ])
      expect([0, 1, 2, 3, 4, 5, 6].map((i) => m[r][c + i])).toEqual([true, true, true, true, true, true, true]);
  });

  it('a Y4M frame is the header, FRAME, the luma plane and neutral chroma planes', () => {
    const y4m = toY4m(drawQr(modulesOf('x'), 64, 48, 1), 2);
    const header = 'YUV4MPEG2 W64 H48 F10:1 Ip A1:1 C420jpeg\n';
    expect(new TextDecoder().decode(y4m.slice(0, header.length))).toBe(header);
    const frame = 6 + 64 * 48 + 2 * 32 * 24;
    expect(y4m.length).toBe(header.length + 2 * frame);
    expect(new TextDecoder().decode(y4m.slice(header.length + frame, header.length + frame + 6))).toBe('FRAME\n');
    expect(y4m[header.length + frame - 1]).toBe(128);
  });
});
