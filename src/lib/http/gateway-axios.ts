import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { getSession } from '../storage/storage';
import { HTTP_TIMEOUT_MS, partnerHeaders, serializeParams, signingSource, waitForRequestGate } from './client';
import { makeTimestamp, signRequest } from './signing';

// The gateway's axios instance and its signing (docs/contract.md section 2): loaded by the client's
// first call (src/lib/http/client.ts), never part of a page's first load.

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** GET parameters as the server reads them: those written in the path plus `params`. */
function queryForSigning(url: string, params: unknown): Record<string, unknown> {
  const at = url.indexOf('?');
  const inline = at >= 0 ? Object.fromEntries(new URLSearchParams(url.slice(at + 1).split('#')[0])) : {};
  return { ...inline, ...(isRecord(params) ? params : {}) };
}

/**
 * The body's top-level fields as the server parses them from the JSON that is sent (dates become
 * strings, NaN becomes null, undefined fields vanish), so both sides hash the same text.
 */
function bodyForSigning(data: unknown): Record<string, unknown> {
  if (data === undefined || data === null) return {};
  if (typeof FormData !== 'undefined' && data instanceof FormData) return {};
  if (typeof Blob !== 'undefined' && data instanceof Blob) return {};
  if (data instanceof URLSearchParams) return Object.fromEntries(data);
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : JSON.parse(JSON.stringify(data));
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

async function signInterceptor(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  await waitForRequestGate();
  const method = (config.method ?? 'get').toUpperCase();
  const meta = config.owMeta ?? {};
  if (method === 'GET' && meta.rs) config.params = { ...(config.params ?? {}), rs: 'wx' };
  const headers = signRequest({
    method,
    path: config.url ?? '',
    params: method === 'GET' ? queryForSigning(config.url ?? '', config.params) : bodyForSigning(config.data),
    encParam: meta.encParam,
    random: signingSource.random(),
    timestamp: makeTimestamp(signingSource.now()),
    prefix: env.signPrefix,
    session: getSession(),
  });
  config.owMeta = { ...meta, sentToken: getSession()?.token ?? null };
  for (const [k, v] of Object.entries({ ...headers, ...partnerHeaders() })) config.headers.set(k, v);
  return config;
}

/** Creates a signed gateway axios instance on a base path. */
export function createGatewayAxios(baseURL: string): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: HTTP_TIMEOUT_MS, paramsSerializer: { serialize: serializeParams } });
  instance.interceptors.request.use(signInterceptor);
  return instance;
}

export const gatewayAxios = createGatewayAxios(env.gatewayBase);
