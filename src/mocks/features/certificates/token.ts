import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** What a certificate QR code carries: which showing, which certificate, what is disclosed, when. */
export interface PresentationPayload {
  /** The showing (presentation) the code belongs to: ending it voids every code of it. */
  p: string;
  /** Certificate id. */
  c: string;
  /** Disclosed field and claim keys. */
  f: string[];
  /** Issued at and expires at, emulator clock milliseconds. */
  iat: number;
  exp: number;
}

export type ReadResult =
  | { ok: true; payload: PresentationPayload }
  | { ok: false; reason: 'malformed' | 'signature' }
  /** Genuine but stale: the payload is trustworthy, so the holder's log can name the attempt. */
  | { ok: false; reason: 'expired'; payload: PresentationPayload };

const PREFIX = 'OWC1';

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return atob(padded);
}

function mac(body: string, secret: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`${PREFIX}.${body}`)));
}

/** Constant-time comparison of two hex strings of equal length. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Signs a payload into the text of a QR code: `OWC1.<base64url JSON>.<HMAC-SHA256 hex>`. */
export function signPresentation(payload: PresentationPayload, secret: string): string {
  const body = toBase64Url(JSON.stringify(payload));
  return `${PREFIX}.${body}.${mac(body, secret)}`;
}

/**
 * Reads a QR code's text: the signature first (a forged or altered code is refused whatever it
 * says), then the expiry against `now` (the emulator's clock).
 */
export function readPresentation(code: string, secret: string, now: number): ReadResult {
  const parts = typeof code === 'string' ? code.trim().split('.') : [];
  if (parts.length !== 3 || parts[0] !== PREFIX || !/^[A-Za-z0-9_-]+$/.test(parts[1]) || !/^[0-9a-f]{64}$/.test(parts[2]))
    return { ok: false, reason: 'malformed' };
  if (!sameHex(mac(parts[1], secret), parts[2])) return { ok: false, reason: 'signature' };
  let payload: PresentationPayload;
  try {
    payload = JSON.parse(fromBase64Url(parts[1])) as PresentationPayload;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof payload.exp !== 'number' || typeof payload.c !== 'string' || typeof payload.p !== 'string' || !Array.isArray(payload.f))
    return { ok: false, reason: 'malformed' };
  if (now >= payload.exp) return { ok: false, reason: 'expired', payload };
  return { ok: true, payload };
}
