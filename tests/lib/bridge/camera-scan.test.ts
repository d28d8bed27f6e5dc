import { describe, expect, it, vi } from 'vitest';
import {
  browserScanSupport,
  cameraErrorMessage,
  createDetector,
  detectorKind,
  detectUntilFound,
  loadDetector,
  type BarcodeDetectorClass,
  type BarcodeDetectorLike,
} from '@/lib/bridge/camera-scan';

const gum = { mediaDevices: { getUserMedia: () => Promise.resolve() } };
class Detector {
  static getSupportedFormats = () => Promise.resolve(['qr_code', 'aztec', 'ean_13']);
  constructor(readonly options?: { formats?: string[] }) {}
  detect() {
    return Promise.resolve([]);
  }
}

describe('browserScanSupport', () => {
  it.each([
    ['a detector and a camera', { BarcodeDetector: Detector, navigator: gum }, 'ready'],
    ['a camera and no BarcodeDetector (desktop Linux, Firefox, iOS Safari): jsQR reads', { navigator: gum }, 'ready'],
    ['a detector without getUserMedia (an insecure address)', { BarcodeDetector: Detector, navigator: {} }, 'no-camera'],
    ['neither', { navigator: {} }, 'no-camera'],
  ])('%s: %s', (_, env, want) => {
    expect(browserScanSupport(env as never)).toBe(want);
  });
});

describe('detectorKind and loadDetector', () => {
  class NoQr extends Detector {
    static getSupportedFormats = () => Promise.resolve(['ean_13', 'code_128']);
  }
  class Silent {
    detect() {
      return Promise.resolve([]);
    }
  }
  it.each([
    ['a platform detector that reads QR', { BarcodeDetector: Detector }, 'native'],
    ['a platform detector that does not say what it reads', { BarcodeDetector: Silent }, 'native'],
    ['a platform detector without QR (some desktop builds)', { BarcodeDetector: NoQr }, 'fallback'],
    ['no platform detector', {}, 'fallback'],
  ])('%s: %s', async (_, env, want) => {
    await expect(detectorKind(env as never)).resolves.toBe(want);
  });

  it("uses the platform's detector when it reads QR", async () => {
    const d = await loadDetector({ BarcodeDetector: Detector as unknown as BarcodeDetectorClass });
    expect(d).toBeInstanceOf(Detector);
  });

  it('loads the jsQR decoder where there is none: a frame without a picture holds no code', async () => {
    const d = await loadDetector({});
    expect(d).not.toBeInstanceOf(Detector);
    await expect(d.detect(document.createElement('video'))).resolves.toEqual([]);
  });
});

describe('cameraErrorMessage', () => {
  it.each([
    ['NotAllowedError', /未获得摄像头权限.*直接输入核验码/],
    ['SecurityError', /未获得摄像头权限/],
    ['NotFoundError', /未找到可用的摄像头/],
    ['OverconstrainedError', /未找到可用的摄像头/],
    ['NotReadableError', /摄像头正被其他应用占用/],
    ['AbortError', /摄像头扫码失败，请直接输入核验码/],
  ])('%s', (name, want) => {
    expect(cameraErrorMessage(new DOMException('x', name))).toMatch(want);
  });
});

describe('createDetector', () => {
  it('asks for the wanted formats the browser supports', async () => {
    const d = (await createDetector(Detector as unknown as BarcodeDetectorClass)) as unknown as Detector;
    expect(d.options).toEqual({ formats: ['qr_code', 'ean_13'] });
  });
  it("leaves the browser's own formats when it names none", async () => {
    class Quiet extends Detector {
      static getSupportedFormats = () => Promise.reject(new Error('no'));
    }
    const d = (await createDetector(Quiet as unknown as BarcodeDetectorClass)) as unknown as Detector;
    expect(d.options).toBeUndefined();
  });
});

describe('detectUntilFound', () => {
  const frame = {} as CanvasImageSource;

  it('skips frames without a code, unreadable frames and missing frames, then gives the first code', async () => {
    const answers = [[], 'throw', [{ rawValue: '' }], [{ rawValue: 'OWC1.abc' }]];
    const detect = vi.fn(() => {
      const a = answers.shift();
      return a === 'throw' ? Promise.reject(new Error('frame')) : Promise.resolve(a as { rawValue: string }[]);
    });
    let playing = false;
    const source = () => {
      const f = playing ? frame : null;
      playing = true;
      return f;
    };
    await expect(detectUntilFound({ detect } as BarcodeDetectorLike, source, new AbortController().signal, 1)).resolves.toBe('OWC1.abc');
    expect(detect).toHaveBeenCalledTimes(4);
  });

  it('stops looking when aborted', async () => {
    const stop = new AbortController();
    const detect = vi.fn(() => Promise.resolve([]));
    const found = detectUntilFound({ detect } as BarcodeDetectorLike, () => frame, stop.signal, 5);
    await vi.waitFor(() => expect(detect).toHaveBeenCalled());
    stop.abort();
    await expect(found).resolves.toBeNull();
    const n = detect.mock.calls.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(detect.mock.calls.length).toBe(n);
  });
});
