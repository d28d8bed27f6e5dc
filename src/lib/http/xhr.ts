// The transport of both clients (client.ts, cloud.ts): one XMLHttpRequest per call, doing what
// the two clients used from axios (its browser adapter is XMLHttpRequest too) in a fraction of
// its bytes, which every page's first load carries (issue 14). Only lib/http uses it.

/** Upload progress of a request body (bytes sent of total, when the browser knows the total). */
export interface ProgressEvent {
  loaded: number;
  total?: number;
  /** loaded / total, when the total is known. */
  progress?: number;
}

export interface XhrRequest {
  method: string;
  /** Base of relative URLs (`/gw`); an absolute `url` ignores it. */
  baseURL: string;
  url: string;
  params?: object;
  /** Query string of `params` (without `?`). */
  serialize: (params: Record<string, unknown>) => string;
  /** A plain object or array is sent as JSON; FormData, Blob, URLSearchParams and text as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; 0 or undefined: none. */
  timeout?: number;
  onUploadProgress?: (e: ProgressEvent) => void;
  /** Statuses that resolve; others reject with an HttpError carrying the response. Default: 2xx. */
  validateStatus?: (status: number) => boolean;
}

export interface XhrResponse {
  status: number;
  /** The body parsed as JSON when it is JSON, else its text. */
  data: unknown;
}

export type HttpErrorCode = 'ERR_CANCELED' | 'ECONNABORTED' | 'ERR_NETWORK' | 'ERR_BAD_RESPONSE';

/** A request that did not resolve: canceled, timed out, failed on the network, or answered with a refused status. */
export class HttpError extends Error {
  readonly code: HttpErrorCode;
  readonly response?: XhrResponse;
  constructor(code: HttpErrorCode, message: string, response?: XhrResponse) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.response = response;
  }
}

export function isHttpError(e: unknown): e is HttpError {
  return e instanceof HttpError;
}

const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** The request's address: the base joined to a relative URL, then the serialized parameters. */
export function buildUrl(baseURL: string, url: string, query: string): string {
  let full = url;
  if (baseURL && !ABSOLUTE.test(url)) full = url ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
  if (!query) return full;
  const hash = full.indexOf('#');
  if (hash >= 0) full = full.slice(0, hash);
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
}

function isPlainData(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (typeof FormData !== 'undefined' && v instanceof FormData) return false;
  if (typeof Blob !== 'undefined' && v instanceof Blob) return false;
  if (v instanceof URLSearchParams || v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return false;
  return true;
}

function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request; resolves with the status and the parsed body, or rejects with an HttpError. */
export function xhrRequest(req: XhrRequest): Promise<XhrResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = req;
    if (signal?.aborted) {
      reject(new HttpError('ERR_CANCELED', 'canceled'));
      return;
    }
    const query = req.params ? req.serialize(req.params as Record<string, unknown>) : '';
    const xhr = new XMLHttpRequest();
    xhr.open(req.method.toUpperCase(), buildUrl(req.baseURL, req.url, query), true);
    if (req.timeout) xhr.timeout = req.timeout;

    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...req.headers };
    let body: XMLHttpRequestBodyInit | null = null;
    const data = req.data;
    const hasType = Object.keys(headers).some((k) => k.toLowerCase() === 'content-type');
    if (data === undefined || data === null) body = null;
    else if (isPlainData(data)) {
      body = JSON.stringify(data);
      if (!hasType) headers['Content-Type'] = 'application/json';
    } else {
      if (data instanceof URLSearchParams && !hasType) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=utf-8';
      body = data as XMLHttpRequestBodyInit;
    }
    for (const [k, v] of Object.entries(headers)) {
      // The browser writes a FormData body's type itself (with its boundary).
      if (typeof FormData !== 'undefined' && data instanceof FormData && k.toLowerCase() === 'content-type') continue;
      xhr.setRequestHeader(k, v);
    }

    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      xhr.abort();
      reject(new HttpError('ERR_CANCELED', 'canceled'));
    };
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.onload = () =>
      finish(() => {
        const response = { status: xhr.status, data: parseBody(xhr.responseText) };
        const ok = req.validateStatus ? req.validateStatus(xhr.status) : xhr.status >= 200 && xhr.status < 300;
        if (ok) resolve(response);
        else reject(new HttpError('ERR_BAD_RESPONSE', `Request failed with status code ${xhr.status}`, response));
      });
    xhr.onerror = () => finish(() => reject(new HttpError('ERR_NETWORK', 'Network Error')));
    xhr.ontimeout = () => finish(() => reject(new HttpError('ECONNABORTED', `timeout of ${req.timeout}ms exceeded`)));
    xhr.onabort = () => finish(() => reject(new HttpError('ERR_CANCELED', 'canceled')));
    if (req.onUploadProgress && xhr.upload) {
      const report = req.onUploadProgress;
      xhr.upload.onprogress = (e) => {
        const total = e.lengthComputable ? e.total : undefined;
        report({ loaded: e.loaded, total, progress: total ? e.loaded / total : undefined });
      };
    }
    xhr.send(body);
  });
}
