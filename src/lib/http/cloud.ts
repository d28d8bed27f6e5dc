import axios from 'axios';
import { env } from '@/config/env';
import { callRequest, HTTP_TIMEOUT_MS, serializeParams, waitForRequestGate, withDeadline } from './client';
import { unwrapCloud } from './envelope';
import { GatewayError, MESSAGES } from './errors';
import { reportError } from './report';

export interface CloudOptions {
  /** Do not toast failures; the caller shows them. */
  silent?: boolean;
  /** Part of a login flow: a 401 rejects instead of sending the user to /login. */
  loginFlow?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
}

/** The second (cloud API) axios instance: not signed, its own base, the same 60 s time-out. */
export const cloudAxios = axios.create({
  baseURL: env.cloudBase,
  timeout: HTTP_TIMEOUT_MS,
  paramsSerializer: { serialize: serializeParams },
  // Every status is read by the envelope rule (a 401 or a 500 can carry a body).
  validateStatus: () => true,
});
cloudAxios.interceptors.request.use(async (config) => {
  await waitForRequestGate();
  return config;
});

async function cloudCall<T>(
  method: 'GET' | 'POST',
  url: string,
  payload: { params?: object; data?: unknown },
  opts: CloudOptions = {},
): Promise<T | false> {
  const deadline = withDeadline(opts.timeout ?? HTTP_TIMEOUT_MS, opts.signal);
  let status: number;
  let body: unknown;
  try {
    const res = await cloudAxios.request(callRequest(method, url, payload, opts.headers, deadline));
    status = res.status;
    body = res.data;
  } catch (e) {
    const error = deadline.failure(e);
    if (error.kind === 'canceled') throw error;
    reportError(error, opts);
    return false;
  } finally {
    deadline.done();
  }
  const outcome = unwrapCloud<T>(status, body);
  if (outcome.kind === 'value') return outcome.value;
  if (outcome.kind === 'auth') {
    const error = new GatewayError('auth', MESSAGES.expired, { status: 401, code: 401 });
    reportError(error, opts);
    if (opts.loginFlow) throw error;
    return false;
  }
  reportError(new GatewayError('business', outcome.message, { status }), opts);
  return false;
}

/**
 * The second client (docs/spec-rules.md section 7): a body without `success` is returned as it is; `success`
 * true returns `data`; any other failure (business, HTTP, time-out, network) toasts its message
 * and resolves `false`. A 401 toasts and goes to /login (resolving `false`), or rejects inside a
 * login flow. Only a cancel by the caller rejects otherwise.
 */
export const cloud = {
  get: <T>(url: string, params?: object, opts?: CloudOptions) => cloudCall<T>('GET', url, { params }, opts),
  post: <T>(url: string, data?: unknown, opts?: CloudOptions & { params?: object }) =>
    cloudCall<T>('POST', url, { data, params: opts?.params }, opts),
};
