import { GatewayError, MESSAGES } from './errors';

type Body = Record<string, unknown>;

function isRecord(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** True when a status, `code` or `errorCode` says 401. */
export function isUnauthorized(status: number | undefined, body: unknown): boolean {
  if (status === 401) return true;
  if (!isRecord(body)) return false;
  return Number(body.code) === 401 || Number(body.errorCode) === 401;
}

/**
 * Gateway envelope (docs/contract.md section 4): `{code, message, data}` or `{code, msg, result}`;
 * success is code 200 or 0, or `success: true`. Returns `data`, else `result`.
 * Throws a GatewayError for every failure (401 included; the caller decides what 401 does).
 */
export function unwrapGateway<T>(status: number, body: unknown): T {
  if (isUnauthorized(status, body)) {
    throw new GatewayError('auth', MESSAGES.expired, { status: 401, code: 401 });
  }
  if (!isRecord(body)) {
    throw new GatewayError(status >= 400 ? 'http' : 'malformed', status >= 400 ? MESSAGES.unknown : MESSAGES.malformed, { status });
  }
  const code = body.code;
  const ok = body.success === true || Number(code) === 200 || (Number(code) === 0 && code !== null && code !== '');
  const message = typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : '';
  if (ok && status < 400) {
    return ('data' in body && body.data !== undefined ? body.data : body.result) as T;
  }
  if (!('code' in body) && !('success' in body)) {
    throw new GatewayError(status >= 400 ? 'http' : 'malformed', message || (status >= 400 ? MESSAGES.unknown : MESSAGES.malformed), {
      status,
    });
  }
  // A 5xx is the gateway failing, not a refusal: it keeps its message but stays retryable.
  const kind = status >= 500 ? 'http' : message === MESSAGES.signature ? 'signature' : 'business';
  throw new GatewayError(kind, message || MESSAGES.unknown, { code: code as number | string, status });
}

function messageOf(body: unknown): string {
  if (!isRecord(body)) return '';
  if (typeof body.message === 'string' && body.message) return body.message;
  return typeof body.msg === 'string' ? body.msg : '';
}

export type CloudOutcome<T> = { kind: 'value'; value: T } | { kind: 'auth' } | { kind: 'fail'; message: string };

/**
 * Second (cloud) client envelope (docs/spec-rules.md section 7): no `success` field: the body itself;
 * 401: re-login; `success` true: `data`; otherwise the message and `false` to the caller.
 */
export function unwrapCloud<T>(status: number, body: unknown): CloudOutcome<T> {
  if (isUnauthorized(status, body)) return { kind: 'auth' };
  if (!isRecord(body) || !('success' in body)) {
    if (status >= 400) return { kind: 'fail', message: messageOf(body) || MESSAGES.unknown };
    return { kind: 'value', value: body as T };
  }
  if (body.success === true) return { kind: 'value', value: body.data as T };
  return { kind: 'fail', message: messageOf(body) || MESSAGES.unknown };
}
