import { env } from '@/config/env';

/** Which in-page viewer shows a file (docs/spec-rules.md section 2, file preview view). */
export type ViewerKind = 'image' | 'pdf' | 'docx' | 'video' | 'frame';

export interface ViewerContext {
  /** iOS devices get the online preview frame for PDF. */
  isIOS: boolean;
}

// SVG is shown only through <img> (the image viewer), where its scripts and links never run.
const IMAGE = new Set(['png', 'jpg', 'jpeg', 'bmp', 'svg']);
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
  | {
      ok: false;
      /**
       * `host`: neither the app's origin nor an allowed file host; `credentials`: user info in the
       * address; `nested`: a query carries another address the file host could be made to fetch.
       */
      reason: 'empty' | 'scheme' | 'protocol-relative' | 'other-origin' | 'malformed' | 'host' | 'credentials' | 'nested';
    };

/** Whether a parsed http(s) address is on an allowed file host (entries as env.previewFileHosts). */
export function isAllowedFileHost(url: URL, allowedHosts: readonly string[]): boolean {
  for (const entry of allowedHosts) {
    const schemeAt = entry.indexOf('://');
    const scheme = schemeAt >= 0 ? entry.slice(0, schemeAt + 1) : null;
    const hostPart = schemeAt >= 0 ? entry.slice(schemeAt + 3) : entry;
    if (scheme && url.protocol !== scheme) continue;
    const colon = hostPart.lastIndexOf(':');
    const host = colon >= 0 ? hostPart.slice(0, colon) : hostPart;
    const port = colon >= 0 ? hostPart.slice(colon + 1) : '';
    // URL.port is '' for the scheme's default port.
    const defaultPort = url.protocol === 'https:' ? '443' : '80';
    if ((url.port || defaultPort) !== (port || defaultPort)) continue;
    // URL.hostname is canonical (lower case, punycode, dotted IPv4), so odd spellings match nothing.
    if (host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) && url.hostname.length > host.length - 1 : url.hostname === host)
      return true;
  }
  return false;
}

/** Services' file-read shapes (kkFileView's getCorsFile, a `file:` or other address in the query). */
function carriesNestedAddress(url: URL, pageOrigin: string, allowedHosts: readonly string[]): boolean {
  if (/\/getcorsfile\b/i.test(url.pathname)) return true;
  for (const value of url.searchParams.values()) {
    const v = normalise(value);
    const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(v)?.[1]?.toLowerCase();
    if (!scheme && !/^[\\/]{2}/.test(v)) continue;
    if (scheme && scheme !== 'http' && scheme !== 'https') return true;
    try {
      const inner = new URL(v, url);
      if (inner.username || inner.password) return true;
      if (inner.origin !== pageOrigin && !isAllowedFileHost(inner, allowedHosts)) return true;
    } catch {
      return true;
    }
  }
  return false;
}

// Browsers drop leading C0 controls and spaces and remove tabs and newlines anywhere before
// parsing, so `\tjava\nscript:` is javascript:. Normalise the same way before looking at it.
function normalise(address: string): string {
  // eslint-disable-next-line no-control-regex
  return address.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/**
 * Only http(s) addresses on the app's own origin or an allowed file host (VITE_PREVIEW_FILE_HOSTS)
 * and same-origin relative paths are previewed; `data:` only for raster images; every other scheme
 * (javascript:, file:, blob:, ...), protocol-relative `//host`, user info (`http://a@evil/`) and
 * addresses carrying another address in their query are refused, because the address is fetched,
 * framed, linked and handed to the preview service (which must never be made to read elsewhere).
 */
export function checkAddress(
  address: string | null | undefined,
  pageHref: string,
  allowedHosts: readonly string[] = env.previewFileHosts,
): AddressCheck {
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
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  if (scheme) {
    if (scheme !== 'http' && scheme !== 'https') return { ok: false, reason: 'scheme' };
    if (url.origin !== base.origin && !isAllowedFileHost(url, allowedHosts)) return { ok: false, reason: 'host' };
    if (carriesNestedAddress(url, base.origin, allowedHosts)) return { ok: false, reason: 'nested' };
    return { ok: true, href: url.href, kind: 'http' };
  }
  // A relative path must stay on this origin: `/\evil.example` parses as another host.
  if (url.origin !== base.origin) return { ok: false, reason: 'other-origin' };
  if (carriesNestedAddress(url, base.origin, allowedHosts)) return { ok: false, reason: 'nested' };
  return { ok: true, href: url.href, kind: 'relative' };
}

/** Detects iOS, including iPadOS that reports itself as a Mac. */
export function isIOSDevice(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true;
  return nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1;
}
