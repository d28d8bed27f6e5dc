export type PreviewEncoding = 'base64' | 'uri';

/** Base64 of the UTF-8 bytes (plain `btoa` throws on Chinese file names). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Inverse of `base64Utf8`; null when the input is not Base64 of valid UTF-8. */
export function decodeBase64Utf8(encoded: string): string | null {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The online preview frame's address: `base + 'onlinePreview?url=' + encoded`. kkFileView from
 * 3.3 wants Base64 (of UTF-8) then URI-encoded; older versions want URI-encoding only.
 */
export function buildFrameUrl(base: string, fileHref: string, encoding: PreviewEncoding): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const encoded = encoding === 'base64' ? encodeURIComponent(base64Utf8(fileHref)) : encodeURIComponent(fileHref);
  return `${prefix}onlinePreview?url=${encoded}`;
}

/**
 * Reads the `url` parameter the way the preview service receives it (already URI-decoded by
 * URLSearchParams). Accepts both encodings, so the built-in service works whichever the app uses.
 */
export function readFrameParam(param: string | null, encoding: PreviewEncoding): string | null {
  if (!param) return null;
  const looksLikeAddress = /^(https?:|\/|\.{0,2}\/)/i.test(param);
  if (encoding === 'uri' || looksLikeAddress) return param;
  return decodeBase64Utf8(param);
}
