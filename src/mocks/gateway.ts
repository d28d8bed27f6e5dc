import type { PageResult } from '@/contract/page';
import { md5 as md5Bytes } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { delay, HttpHandler, HttpResponse, matchRequestUrl, type PathParams } from 'msw';
import { noteCall } from './call-log';
import { runDue } from './clock';
import { defineTable, type Row } from './db/store';
import { faultRandom, getFaults } from './faults';

/** The path prefix the app's gateway client uses in emulator mode. */
export const GATEWAY_PREFIX = '/gw';
/** The prefix hashed into the `token` header; a hall's own (the app's VITE_SIGN_PREFIX) on the server. */
let signPrefix = 'OW_GATEWAY_';
export function setSignPrefix(prefix: string): void {
  signPrefix = prefix;
}
const MAX_SKEW_S = 300;

/** A logged-in session the emulator issued (token and secret of sessionStorage). */
export interface SessionRow extends Row {
  /** = token */
  id: string;
  secret: string;
  /** uc user id of the user (users table). */
  userId: string;
  authority: 'openId' | 'mobile' | 'luluTong';
  openId?: string;
  mobile?: string;
  issuer?: string;
  expiresAt: number;
}

export const sessions = defineTable<SessionRow>('sessions');

/** A business failure: the envelope `{code, message}` with HTTP 200 (or `status`). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
  ) {
    super(message);
  }
}

export const fail = (message: string, code = 400): never => {
  throw new ApiError(code, message);
};

export interface Ctx<P extends PathParams = PathParams> {
  request: Request;
  params: P;
  query: URLSearchParams;
  /** Parsed JSON body (or {} for none); FormData for multipart. */
  body: Record<string, unknown>;
  form: FormData | null;
  session: SessionRow | null;
  /** The session, or a 401. */
  requireSession(): SessionRow;
}

export interface HandleOptions {
  /** Reachable without a session although the path has no `/anon` (login entry calls). */
  public?: boolean;
  /** Answer `{code: 0, msg, result}` instead of `{code: 200, message, data}`. */
  envelope?: 'data' | 'result';
  /** A raw Response is returned as it is (files). */
  raw?: boolean;
}

type Method = 'get' | 'post' | 'put' | 'delete';

function md5(s: string): string {
  return bytesToHex(md5Bytes(utf8ToBytes(s)));
}

function stringifyValue(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The emulator's own reading of the contract's sign rule (docs/contract.md section 2). */
export function expectedSign(params: Record<string, unknown>, random: string): string {
  const keys = Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const text = [...keys.map((k) => `${k}=${stringifyValue(params[k])}`), `key=${random}`].join('&');
  return md5(text).toUpperCase();
}

/**
 * A beacon's signing (docs/contract.md section 2), carried in its body's `auth` since a beacon has
 * no headers: token, secret (the random), a timestamp within 300 s of the wall clock, and `sign`
 * over the report's fields. The usage and error-report paths check it so.
 */
export function beaconSigned(auth: Record<string, unknown>, report: Record<string, unknown>): boolean {
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  const token = text(auth.token);
  const random = text(auth.secret);
  const timestamp = text(auth.timestamp);
  const sign = text(auth.sign);
  if (!token || !random || !timestamp || !sign) return false;
  if (!/^[1-9]\d{9}$/.test(random) || !/^\d{10}$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_S) return false;
  if (md5(signPrefix + random + timestamp) !== token) return false;
  return expectedSign(report, random) === sign;
}

const signatureError = () => HttpResponse.json({ code: 403, message: '请求签名错误' });

/**
 * The gateway server refuses a signature seen before (a replayed request: the same `random` and
 * `timestamp`) within the time window; the page's emulator, whose tests replay the contract's
 * vectors on purpose, does not.
 */
let replayGuard = false;
const seen = new Map<string, number>();
let prunedAt = 0;
export function setReplayGuard(on: boolean): void {
  replayGuard = on;
  seen.clear();
}
function replayed(random: string, timestamp: string): boolean {
  if (!replayGuard) return false;
  const now = Date.now();
  // Pruned at most every 10 s, not on every request once the map is large (docs/gateway-load.md).
  if (now - prunedAt > 10_000) {
    prunedAt = now;
    for (const [k, until] of seen) if (until < now) seen.delete(k);
  }
  const key = `${random}.${timestamp}`;
  const until = seen.get(key);
  if (until !== undefined && until >= now) return true;
  seen.set(key, now + 2 * MAX_SKEW_S * 1000);
  return false;
}

/** Checks the signing headers; returns an error response or null. */
function verifySignature(request: Request, url: URL, body: Record<string, unknown>): Response | null {
  const h = request.headers;
  const token = h.get('token');
  const random = h.get('secret');
  const timestamp = h.get('timestamp');
  if (!token || !random || !timestamp) return signatureError();
  if (!/^[1-9]\d{9}$/.test(random) || !/^\d{10}$/.test(timestamp)) return signatureError();
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_S) return signatureError();
  if (md5(signPrefix + random + timestamp) !== token) return signatureError();
  const sign = h.get('sign');
  const needsSign = url.pathname.includes('/anon');
  if (needsSign && !sign) return signatureError();
  if (sign) {
    const params: Record<string, unknown> = request.method === 'GET' ? Object.fromEntries(url.searchParams) : body;
    if (expectedSign(params, random) !== sign) return signatureError();
  }
  // Last: only a request signed right is remembered (a forged one cannot block a real one).
  if (replayed(random, timestamp)) return signatureError();
  return null;
}

function findSession(request: Request): SessionRow | null {
  const token = request.headers.get('ow_token');
  const secret = request.headers.get('ow_secret');
  if (!token) return null;
  const s = sessions.get(token);
  if (!s || s.secret !== secret || s.expiresAt < Date.now()) return null;
  return s;
}

const unauthorized = () => HttpResponse.json({ code: 401, message: '未登录或登录已过期' }, { status: 401 });

export async function applyFaults(path: string): Promise<Response | null> {
  const f = getFaults();
  if (f.match && !path.includes(f.match)) return null;
  if (f.latency) await delay(f.latency);
  if (f.timeout && faultRandom.next() < f.timeout) {
    await delay('infinite');
  }
  if (f.unauthorized && faultRandom.next() < f.unauthorized) return unauthorized();
  if (f.error && faultRandom.next() < f.error) return HttpResponse.json({ code: 500, message: f.message }, { status: 500 });
  if (f.malformed && faultRandom.next() < f.malformed)
    return new HttpResponse('<html>502 Bad Gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
  return null;
}

type ParseArgs = Parameters<HttpHandler['parse']>[0];

/**
 * The page's emulator brings the clock's work up to date on every request (it has no timer of its
 * own); the gateway server does it once a second from its ticker instead, which costs a request
 * nothing (docs/gateway-load.md).
 */
let clockOnRequest = true;
export function setClockOnRequest(on: boolean): void {
  clockOnRequest = on;
}

/**
 * msw's HttpHandler, asked whether it answers a request, builds its path pattern and reads the
 * request's cookies (tough-cookie, with a public-suffix lookup): each of the emulator's ~190
 * handlers in turn until one answers, about 50 ms of a phone's main thread for every call
 * (issue 14). This one first checks what costs nothing, the method and the path's fixed start
 * (msw matches paths case-insensitively), and leaves the rest to msw for a handler that may answer.
 */
export class GatewayHandler extends HttpHandler {
  private readonly verb: string;
  private readonly fixedStart: string;

  constructor(method: Method, path: string, resolver: ConstructorParameters<typeof HttpHandler>[2]) {
    super(method.toUpperCase(), path, resolver);
    this.verb = method.toUpperCase();
    this.fixedStart = path
      .replace(/^\*/, '')
      .split(/[:*({]/)[0]
      .toLowerCase();
  }

  override async parse(args: ParseArgs): ReturnType<HttpHandler['parse']> {
    const { request } = args;
    const url = new URL(request.url);
    if (request.method.toUpperCase() !== this.verb || !url.pathname.toLowerCase().includes(this.fixedStart)) {
      return { match: { matches: false, params: {} }, cookies: {} };
    }
    // msw's own parse also reads the request's cookies (tough-cookie with a public-suffix lookup,
    // about 1.5 ms a request on the server: docs/gateway-load.md); no gateway handler reads them.
    return { match: matchRequestUrl(url, this.info.path, args.resolutionContext?.baseUrl), cookies: {} };
  }
}

/**
 * A plain endpoint (a public file address, the cloud API, a beacon) with the same cheap matching as
 * `handle`'s: msw's own matching would parse every request's cookies for it (docs/gateway-load.md).
 */
export function route(method: Method, path: string, resolver: ConstructorParameters<typeof HttpHandler>[2]): HttpHandler {
  return new GatewayHandler(method, path, resolver);
}

/**
 * One gateway endpoint: faults, signature check, login check for non-/anon paths, then the
 * resolver's result in the envelope. Resolvers throw ApiError for business failures.
 */
export function handle<P extends PathParams = PathParams>(
  method: Method,
  path: string,
  resolver: (ctx: Ctx<P>) => unknown | Promise<unknown>,
  opts: HandleOptions = {},
): HttpHandler {
  return new GatewayHandler(method, `*${GATEWAY_PREFIX}${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const call = noteCall(request.method, url.pathname);
    const faulted = await applyFaults(url.pathname);
    if (faulted) return faulted;
    call.handled = true;
    let body: Record<string, unknown> = {};
    let form: FormData | null = null;
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) {
      form = await request.formData();
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      const text = await request.text();
      if (text) {
        try {
          const parsed: unknown = JSON.parse(text);
          body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { _: parsed };
        } catch {
          return HttpResponse.json({ code: 400, message: '请求格式错误' }, { status: 400 });
        }
      }
    }
    const bad = verifySignature(request, url, body);
    if (bad) return bad;
    const session = findSession(request);
    if (!url.pathname.includes('/anon') && !opts.public && !session) return unauthorized();
    if (clockOnRequest) runDue();
    const ctx: Ctx<P> = {
      request,
      params: params as P,
      query: url.searchParams,
      body,
      form,
      session,
      requireSession() {
        if (!session) throw new ApiError(401, '未登录或登录已过期', 401);
        return session;
      },
    };
    try {
      const result = await resolver(ctx);
      if (opts.raw && result instanceof Response) return result;
      return opts.envelope === 'result'
        ? HttpResponse.json({ code: 0, msg: 'success', result: result ?? null })
        : HttpResponse.json({ code: 200, message: 'success', data: result ?? null });
    } catch (e) {
      if (e instanceof ApiError) return HttpResponse.json({ code: e.code, message: e.message }, { status: e.status });
      console.error('emulator handler failed', e);
      return HttpResponse.json({ code: 500, message: '服务器内部错误' }, { status: 500 });
    }
  });
}

/** Reads a required string field (query or body) or fails like a real server. */
export function required(value: unknown, label: string): string {
  if (value === undefined || value === null || String(value).trim() === '') fail(`${label}不能为空`);
  return String(value);
}

/** A page of rows as every paged list answers (`pageNum` from 1, `pageSize` 1 to 50, default 10). */
export function paged<T>(rows: T[], query: URLSearchParams): PageResult<T> {
  const pageNum = Math.max(1, Number(query.get('pageNum') ?? 1) || 1);
  const pageSize = Math.min(50, Math.max(1, Number(query.get('pageSize') ?? 10) || 10));
  return { records: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length, pageNum, pageSize };
}
