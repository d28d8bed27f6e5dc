// Scanning a code with the camera in an ordinary browser (outside the messenger, whose own
// scanner is `scanCode` in bridge.ts): a detector on a `getUserMedia` stream. The platform's
// `BarcodeDetector` where it reads QR codes (Chrome on Android and macOS, Edge); elsewhere (iOS
// Safari, Firefox, Chromium on Linux) jsQR, fetched in its own chunk (qr-decoder.ts) only when a
// scan starts. Without a camera (`getUserMedia`: an insecure address, an old webview) the page
// keeps its code entry (typed, pasted, or from a hand scanner) and says why.

/** The Shape Detection API's detector (not in TypeScript's DOM library yet). */
export interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string; format?: string }[]>;
}
export interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** `ready`: the camera scanner can be offered (a detector is always at hand); `no-camera`: code entry only. */
export type BrowserScanSupport = 'ready' | 'no-camera';

export interface ScanEnv {
  BarcodeDetector?: BarcodeDetectorClass;
  navigator?: { mediaDevices?: { getUserMedia?: unknown } };
}

const browserEnv = () => globalThis as unknown as ScanEnv;

/** Whether this browser can scan with its camera. */
export function browserScanSupport(env: ScanEnv = browserEnv()): BrowserScanSupport {
  return typeof env.navigator?.mediaDevices?.getUserMedia === 'function' ? 'ready' : 'no-camera';
}

/** Why code entry stays the only way, for the page to say. */
export const NO_BROWSER_SCAN = '此浏览器不支持摄像头扫码，请用扫码枪扫描，或粘贴、输入核验码。';

/** What a failed camera start means to the user (`getUserMedia`'s DOMException names). */
export function cameraErrorMessage(e: unknown): string {
  const name = (e as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return '未获得摄像头权限，无法扫码。请在浏览器设置中允许本网站使用摄像头后重试，或直接输入核验码。';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return '未找到可用的摄像头，请直接输入核验码。';
  if (name === 'NotReadableError' || name === 'TrackStartError') return '摄像头正被其他应用占用，请关闭后重试，或直接输入核验码。';
  return '摄像头扫码失败，请直接输入核验码。';
}

/** The formats asked for: QR first, and the bar codes a hand scanner would also read. */
const WANTED = ['qr_code', 'code_128', 'code_39', 'ean_13', 'ean_8', 'itf', 'codabar', 'upc_a', 'upc_e'];

/** The formats a platform detector says it reads; null when it does not say. */
async function supportedFormats(Detector: BarcodeDetectorClass): Promise<string[] | null> {
  try {
    return (await Detector.getSupportedFormats?.()) ?? null;
  } catch {
    return null;
  }
}

/** A detector for the wanted formats this browser supports (all of its own when it does not say). */
export async function createDetector(Detector: BarcodeDetectorClass): Promise<BarcodeDetectorLike> {
  const supported = (await supportedFormats(Detector)) ?? [];
  const formats = WANTED.filter((f) => supported.includes(f));
  return new Detector(formats.length ? { formats } : undefined);
}

/** Which detector a scan uses: the platform's when it has one that may read QR codes, else jsQR. */
export async function detectorKind(env: ScanEnv = browserEnv()): Promise<'native' | 'fallback'> {
  const Detector = env.BarcodeDetector;
  if (typeof Detector !== 'function') return 'fallback';
  const supported = await supportedFormats(Detector);
  // A detector that names its formats without QR (some desktop builds list none at all) cannot read ours.
  return supported === null || supported.includes('qr_code') ? 'native' : 'fallback';
}

/** The detector a scan starts with; jsQR's chunk is fetched here, and only when it is the one. */
export async function loadDetector(env: ScanEnv = browserEnv()): Promise<BarcodeDetectorLike> {
  if ((await detectorKind(env)) === 'native') return createDetector(env.BarcodeDetector!);
  const { createQrDecoder } = await import('./qr-decoder');
  return createQrDecoder();
}

/**
 * Looks at the source every `intervalMs` until a code is found (resolves with its text) or
 * `signal` aborts (resolves null). A frame that cannot be read (not yet playing, a detector
 * hiccup) is skipped.
 */
export function detectUntilFound(
  detector: BarcodeDetectorLike,
  source: () => CanvasImageSource | null,
  signal: AbortSignal,
  intervalMs = 250,
): Promise<string | null> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (v: string | null) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', aborted);
      resolve(v);
    };
    const aborted = () => done(null);
    signal.addEventListener('abort', aborted);
    const tick = async () => {
      if (signal.aborted) return;
      const frame = source();
      if (frame) {
        try {
          const text = (await detector.detect(frame)).find((b) => b.rawValue)?.rawValue;
          if (signal.aborted) return;
          if (text) return done(text);
        } catch {
          // An unreadable frame: the next one.
        }
      }
      timer = setTimeout(() => void tick(), intervalMs);
    };
    if (signal.aborted) done(null);
    else void tick();
  });
}
