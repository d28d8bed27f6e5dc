import jsQR from 'jsqr';
import type { BarcodeDetectorLike } from './camera-scan';

// The QR decoder for browsers without a usable `BarcodeDetector` (iOS Safari, Firefox, Chromium
// on Linux and Windows): jsQR, pure JavaScript (no WebAssembly to fetch or self-host), in its
// own chunk that camera-scan.ts imports only when a scan starts and the platform has no detector.
// QR codes only: certificates and queue codes are QR; bar codes stay with a hand scanner.

/** Frames are read at most this many pixels on their longer side (jsQR's time grows with area). */
export const MAX_SIDE = 640;

/** The size a frame of `width` × `height` is read at: its own, or scaled down to `max` on its longer side. */
export function readSize(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= max) return { width, height };
  const k = max / longer;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/** The text of the QR code in an RGBA picture, or null when there is none (or it cannot be read). */
export function decodeRgba(data: Uint8ClampedArray, width: number, height: number): string | null {
  const found = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
  return found && found.data ? found.data : null;
}

/** The pixel size of what a frame is drawn from (a video's own picture, not its element's box). */
function sourceSize(source: CanvasImageSource): { width: number; height: number } {
  if (typeof HTMLVideoElement !== 'undefined' && source instanceof HTMLVideoElement)
    return { width: source.videoWidth, height: source.videoHeight };
  if (typeof HTMLImageElement !== 'undefined' && source instanceof HTMLImageElement)
    return { width: source.naturalWidth, height: source.naturalHeight };
  const s = source as { width?: number | SVGAnimatedLength; height?: number | SVGAnimatedLength };
  return { width: typeof s.width === 'number' ? s.width : 0, height: typeof s.height === 'number' ? s.height : 0 };
}

/** A detector with `BarcodeDetector`'s `detect`, reading QR codes with jsQR from a canvas copy of the frame. */
export function createQrDecoder(doc: Document = document): BarcodeDetectorLike {
  const canvas = doc.createElement('canvas');
  let context: CanvasRenderingContext2D | null = null;
  return {
    detect(source) {
      const own = sourceSize(source);
      if (!own.width || !own.height) return Promise.resolve([]);
      const size = readSize(own.width, own.height);
      if (canvas.width !== size.width || canvas.height !== size.height) {
        canvas.width = size.width;
        canvas.height = size.height;
      }
      context ??= canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return Promise.reject(new Error('no 2d canvas'));
      context.drawImage(source, 0, 0, size.width, size.height);
      const text = decodeRgba(context.getImageData(0, 0, size.width, size.height).data, size.width, size.height);
      return Promise.resolve(text === null ? [] : [{ rawValue: text, format: 'qr_code' }]);
    },
  };
}
