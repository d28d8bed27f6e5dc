import type { AxiosError, AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { getSession, local } from '../storage/storage';
import { GatewayError, LOGIN_REQUIRED, MESSAGES } from './errors';
import { unwrapGateway } from './envelope';
import { makeRandom } from './signing-values';
import { afterFirstPaint } from '../hooks/after-load';
import { querySignal } from './query-signal';
import { reportError } from './report';

/** HTTP time-out of both clients (docs/spec-rules.md section 9). */
export const HTTP_TIMEOUT_MS = 60_000;

export interface CallOptions {
  /** GET: also sign the query parameters (`sign` header). */
  encParam?: boolean;
  /** GET: add `rs=wx` to the query. */
  rs?: boolean;
  /** Do not toast failures; the caller shows them. */
  silent?: boolean;
  /** Part of a login flow: a 401 rejects the flow instead of sending the user to /login. */
  loginFlow?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  onUploadProgress?: (e: AxiosProgressEvent) => void;
}

interface Meta {
  encParam?: boolean;
  rs?: boolean;
  /** The session token the request was signed with (null: none), set when it is signed. */
  sentToken?: string | null;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    owMeta?: Meta;
  }
}

/** Injected clock and randomness, so tests can pin the signature. */
export const signingSource = {
  now: () => Date.now(),
  random: () => makeRandom(),
};

/** The headers a partner app's user (路路通) adds to every gateway call. */
export function partnerHeaders(): Record<string, string> {
  if (local.get('thirdParty') !== 'luluTong') return {};
  const info = local.getJson<{ userid?: string; userId?: string }>('userInfo');
  const extId = info?.userid ?? info?.userId;
  return extId ? { extId: String(extId), Issuer: 'lulutong' } : { Issuer: 'lulutong' };
}

let requestGate: Promise<unknown> = Promise.resolve();

/**
 * Requests wait for this promise before they are signed and sent: the emulator starts once the
 * first page has painted, and the first calls wait for it to be ready.
 */
export function setRequestGate(gate: Promise<unknown>): void {
  requestGate = gate.catch(() => undefined);
}

/** Resolves when requests may be sent (see setRequestGate). */
export function waitForRequestGate(): Promise<unknown> {
  return requestGate;
}

let sessionRestorer: (() => Promise<void>) | null = null;

/**
 * Installs the silent login the client runs before a call when a logged-in user has no live
 * session (the start failed on a gateway fault): the auth composition provides it. It resolves
 * when the call may go (with a session, or without one when the authority ended), and rejects
 * with a transient failure that the call then fails with.
 */
export function setSessionRestorer(restorer: (() => Promise<void>) | null): void {
  sessionRestorer = restorer;
}

/** Waits for the session restorer within the call's deadline (a restorer never outlives it). */
async function restoreSession(signal: AbortSignal): Promise<void> {
  if (!sessionRestorer) return;
  const restorer = sessionRestorer;
  await new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(new GatewayError('canceled', '已取消'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    restorer()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Query parameters as the signature reads them: objects and arrays as compact JSON. */
export function serializeParams(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v === undefined || v === null) continue;
    q.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return q.toString();
}

/** axios's own tests (axios.isCancel, axios.isAxiosError), without loading axios for them. */
const isCancel = (e: unknown): boolean => Boolean((e as { __CANCEL__?: boolean } | null)?.__CANCEL__);
const isAxiosError = (e: unknown): e is AxiosError => (e as { isAxiosError?: boolean } | null)?.isAxiosError === true;

export function toGatewayError(e: unknown): GatewayError {
  if (e instanceof GatewayError) return e;
  if (isCancel(e)) return new GatewayError('canceled', '已取消');
  const err = e as AxiosError;
  if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') return new GatewayError('timeout', MESSAGES.timeout);
  if (err.response) {
    try {
      unwrapGateway(err.response.status, err.response.data);
    } catch (inner) {
      if (inner instanceof GatewayError) return inner;
    }
    return new GatewayError('http', MESSAGES.unknown, { status: err.response.status });
  }
  return new GatewayError('network', MESSAGES.network);
}

/**
 * The call's own deadline and the caller's cancel on one signal. The deadline covers the whole
 * call (waiting for the emulator, the upload, the answer), whatever the adapter's time-out does.
 */
export function withDeadline(timeoutMs: number, callerSignal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timeout: timeoutMs,
    timedOut: () => timedOut,
    /** What a request that failed under this deadline says: a time-out once it ran out, else its own failure. */
    failure: (e: unknown): GatewayError => (timedOut ? new GatewayError('timeout', MESSAGES.timeout) : toGatewayError(e)),
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** The axios request of a call, gateway's or cloud's: its method, address, query and body, headers, and its deadline. */
export function callRequest(
  method: string,
  url: string,
  payload: { params?: object; data?: unknown },
  headers: Record<string, string> | undefined,
  deadline: ReturnType<typeof withDeadline>,
) {
  return {
    method,
    url,
    params: payload.params,
    data: payload.data,
    headers,
    signal: deadline.signal,
    timeout: deadline.timeout,
  };
}

/** The token a request was signed with, read from its axios config (undefined: never signed). */
function sentTokenOf(e: unknown): string | null | undefined {
  return isAxiosError(e) ? (e.config as AxiosRequestConfig | undefined)?.owMeta?.sentToken : undefined;
}

type Transport = typeof import('./gateway-axios');
let transport: Promise<Transport> | undefined;
let firstPaintFirst = true;

/**
 * The app was opened at a landing page that names its first calls (docs/performance.md, "Landing
 * pages"): calls go out as soon as they are made, without waiting for its first paint, since their
 * answer is what it was opened for (the transport was preloaded beside the entry). Called before the first render.
 */
export function sendCallsAtOnce(): void {
  firstPaintFirst = false;
}

/**
 * axios, the signing and MD5 load with the first call, once the first render has painted: a page
 * paints before it asks for anything (issue 14), unless it is a landing page (sendCallsAtOnce).
 * A failed load is forgotten, so the next call loads again.
 */
export function loadTransport(): Promise<Transport> {
  transport ??= (firstPaintFirst ? afterFirstPaint() : Promise.resolve())
    .then(() => import('./gateway-axios'))
    .catch((e: unknown) => {
      transport = undefined;
      throw e;
    });
  return transport;
}

async function call<T>(
  method: string,
  url: string,
  payload: { params?: object; data?: unknown },
  opts: CallOptions = {},
  resent = false,
): Promise<T> {
  const deadline = withDeadline(opts.timeout ?? HTTP_TIMEOUT_MS, opts.signal ?? querySignal());
  let sentToken: string | null | undefined;
  try {
    // Login flows make the session themselves; every other call first gets one silently if it can.
    // Anonymous calls (`/anon` in the path) need no session and do not wait for one.
    if (!opts.loginFlow && !url.includes('/anon')) await restoreSession(deadline.signal);
    const { gatewayAxios } = await loadTransport();
    const res = await gatewayAxios.request({
      ...callRequest(method, url, payload, opts.headers, deadline),
      onUploadProgress: opts.onUploadProgress,
      owMeta: { encParam: opts.encParam, rs: opts.rs },
    });
    sentToken = res.config.owMeta?.sentToken;
    return unwrapGateway<T>(res.status, res.data);
  } catch (e) {
    const error = deadline.failure(e);
    sentToken ??= sentTokenOf(e);
    // A 401 ends only the session it was sent with. A request signed with a session that has
    // since been replaced (a new login, another tab) or ended is stale: it is sent once more with
    // the session there is now, or fails quietly when there is none; it never logs anyone out.
    const current = getSession()?.token ?? null;
    if (error.kind === 'auth' && !opts.loginFlow && sentToken !== undefined && sentToken !== current) {
      deadline.done();
      if (current && !resent) return call<T>(method, url, payload, opts, true);
      throw error;
    }
    // A visitor who never logged in (the request went without any session, and there is none)
    // has nothing that expired: the call needs a login. No expiry message and no trip to /login;
    // the page shows a login entry in place (ErrorState), and forms keep what was filled in.
    if (error.kind === 'auth' && !opts.loginFlow && sentToken === null && current === null) {
      throw new GatewayError('auth', MESSAGES.loginRequired, { status: error.status, code: LOGIN_REQUIRED });
    }
    reportError(error, { silent: opts.silent, loginFlow: opts.loginFlow });
    throw error;
  } finally {
    deadline.done();
  }
}

/** The gateway client: every call of the product goes through it. Resolves with the unwrapped data. */
export const gateway = {
  get: <T>(url: string, params?: object, opts?: CallOptions) => call<T>('GET', url, { params }, opts),
  delete: <T>(url: string, params?: object, opts?: CallOptions) => call<T>('DELETE', url, { params }, opts),
  post: <T>(url: string, data?: unknown, opts?: CallOptions & { params?: object }) =>
    call<T>('POST', url, { data, params: opts?.params }, opts),
  put: <T>(url: string, data?: unknown, opts?: CallOptions & { params?: object }) =>
    call<T>('PUT', url, { data, params: opts?.params }, opts),
};
