import { md5Hex } from '../crypto/md5';

export { makeRandom, makeTimestamp } from './signing-values';

function stringify(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The canonical `k=v&...&key=<random>` string that the `sign` header hashes. */
export function canonicalString(params: Record<string, unknown> | undefined | null, random: string): string {
  const entries = Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  // Sort by UTF-16 code unit, as the contract says (not localeCompare).
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const body = entries.map(([k, v]) => `${k}=${stringify(v)}`).join('&');
  return body ? `${body}&key=${random}` : `key=${random}`;
}

/** Upper-case hex MD5 of the canonical string. */
export function computeSign(params: Record<string, unknown> | undefined | null, random: string): string {
  return md5Hex(canonicalString(params, random)).toUpperCase();
}

export interface SignInput {
  method: string;
  path: string;
  /** GET query parameters, or the JSON body's top-level fields for other methods. */
  params?: Record<string, unknown> | null;
  encParam?: boolean;
  random: string;
  timestamp: string;
  prefix: string;
  session?: { token: string; secret: string } | null;
}

/** The signing headers of one request: a pure function of its inputs (random and clock injected). */
export function signRequest(input: SignInput): Record<string, string> {
  const headers: Record<string, string> = {
    token: md5Hex(input.prefix + input.random + input.timestamp),
    secret: input.random,
    timestamp: input.timestamp,
  };
  if (input.session) {
    headers.ow_token = input.session.token;
    headers.ow_secret = input.session.secret;
  }
  const isGet = input.method.toUpperCase() === 'GET';
  if (input.path.includes('/anon') || (isGet && input.encParam)) {
    headers.sign = computeSign(input.params, input.random);
  }
  return headers;
}
