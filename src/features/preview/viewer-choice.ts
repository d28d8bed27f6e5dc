/** Which in-page viewer shows a file (spec section 2, file preview view). */
export type ViewerKind = 'image' | 'pdf' | 'docx' | 'video' | 'frame';

export interface ViewerContext {
  /** iOS devices get the online preview frame for PDF. */
  isIOS: boolean;
}

const IMAGE = new Set(['png', 'jpg', 'jpeg', 'bmp']);
const VIDEO = new Set(['mp4', 'avi']);
const DATA_IMAGE = /^data:image\/(png|jpe?g|bmp|gif|webp);base64,/i;

/**
 * The extension of the address's path in lower case, '' when there is none. Query and hash are
 * ignored; a trailing dot means no extension; `a.pdf.exe` is `exe`.
 */
export function extensionOf(address: string): string {
  const name = fileNameOf(address);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}

/** The last path segment of an address, percent-decoded where possible (for messages). */
export function fileNameOf(address: string): string {
  const trimmed = address.trim();
  if (DATA_IMAGE.test(trimmed)) return 'image';
  const path = trimmed.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Chooses the viewer by the extension of the address path. */
export function chooseViewer(address: string, ctx: ViewerContext): ViewerKind {
  if (DATA_IMAGE.test(address.trim())) return 'image';
  const ext = extensionOf(address);
  if (IMAGE.has(ext)) return 'image';
  if (ext === 'pdf') return ctx.isIOS ? 'frame' : 'pdf';
  if (ext === 'docx') return 'docx';
  if (VIDEO.has(ext)) return 'video';
  return 'frame';
}

export type AddressCheck =
  | { ok: true; /** Absolute address to load. */ href: string; kind: 'http' | 'relative' | 'data-image' }
  | { ok: false; reason: 'empty' | 'scheme' | 'protocol-relative' | 'other-origin' | 'malformed' };

// Browsers drop leading C0 controls and spaces and remove tabs and newlines anywhere before
// parsing, so `\tjava\nscript:` is javascript:. Normalise the same way before looking at it.
function normalise(address: string): string {
  // eslint-disable-next-line no-control-regex
  return address.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/**
 * Only http(s) addresses and same-origin relative paths are previewed; `data:` only for raster
 * images; every other scheme (javascript:, file:, blob:, ...) and protocol-relative `//host` is
 * refused, because the address ends up in an iframe, an <a href> and the preview service.
 */
export function checkAddress(address: string | null | undefined, pageHref: string): AddressCheck {
  const raw = normalise(address ?? '');
  if (!raw) return { ok: false, reason: 'empty' };
  if (/^[\\/]{2}/.test(raw)) return { ok: false, reason: 'protocol-relative' };
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(raw)?.[1]?.toLowerCase();
  if (scheme === 'data') {
    return DATA_IMAGE.test(raw) ? { ok: true, href: raw, kind: 'data-image' } : { ok: false, reason: 'scheme' };
  }
  let url: URL;
  let base: URL;
  try {
    base = new URL(pageHref);
    url = new URL(raw, base);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (scheme) {
    if (scheme !== 'http' && scheme !== 'https') return { ok: false, reason: 'scheme' };
    return { ok: true, href: url.href, kind: 'http' };
  }
  // A relative path must stay on this origin: `/\evil.example` parses as another host.
  if (url.origin !== base.origin) return { ok: false, reason: 'other-origin' };
  return { ok: true, href: url.href, kind: 'relative' };
}

/** Detects iOS, including iPadOS that reports itself as a Mac. */
export function isIOSDevice(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true;
  return nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1;
}
