/** What went wrong with a call, for callers that want to react to it. */
export type GatewayErrorKind =
  | 'auth' // 401: the session is missing or expired
  | 'signature' // the gateway refused the request signature
  | 'business' // the gateway answered with a failure code and a message
  | 'http' // a non-2xx status without a usable envelope
  | 'timeout'
  | 'network'
  | 'malformed' // a body that is not the contract's envelope
  | 'canceled';

/** The one error type every call rejects with. */
export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  readonly code?: number | string;
  readonly status?: number;
  constructor(kind: GatewayErrorKind, message: string, opts: { code?: number | string; status?: number } = {}) {
    super(message);
    this.name = 'GatewayError';
    this.kind = kind;
    this.code = opts.code;
    this.status = opts.status;
  }
}

export function isGatewayError(e: unknown): e is GatewayError {
  return e instanceof GatewayError;
}

export const MESSAGES = {
  expired: '您的登录状态已过期，请重新登录',
  loginRequired: '登录后才能使用此功能',
  network: '网络错误，请检查网络后重试',
  timeout: '网络超时，请稍后重试',
  signature: '请求签名错误',
  malformed: '服务返回的数据有误，请稍后重试',
  unknown: '服务暂时不可用，请稍后重试',
} as const;

/**
 * A failure that says nothing about the session: the gateway did not answer (time-out, no
 * network), answered with a server error (5xx or another status without a usable envelope), or
 * with a body that is not the contract's envelope. Only a 401, a login response without token and
 * secret, or a refused check ends a session; these never do, and a retry may succeed.
 */
export function isTransientFailure(e: unknown): boolean {
  return isGatewayError(e) && (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'http' || e.kind === 'malformed');
}

/** `code` of the auth error of a visitor who never logged in: a login is needed, nothing expired. */
export const LOGIN_REQUIRED = 'login-required';

/** A call refused because nobody is logged in (not an expired session): offer a login in place. */
export function isLoginRequired(e: unknown): boolean {
  return isGatewayError(e) && e.kind === 'auth' && e.code === LOGIN_REQUIRED;
}
