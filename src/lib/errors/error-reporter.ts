import { env } from '@/config/env';
import { sendGatewayBeacon } from '../http/beacon';
import { drainCaptured, navigationTrail, type CapturedError, type ErrorKind } from './capture';
import { MAX_MESSAGE, routePath, scrubStack, scrubText, storedSecrets } from './scrub';

/** Where the reporter sends its batches (docs/contract.md section 9): anonymous, signed in the body. */
export const ERRORS_PATH = '/service-xzyd/anon/client/errors';

/** One error as it leaves the page: scrubbed, with where the user was and had been. */
export interface ErrorReport {
  kind: ErrorKind;
  message: string;
  stack?: string;
  detail?: string;
  source?: string;
  /** The hash route's path (`/home`), never its query. */
  route: string;
  /** The paths of the last few navigations, oldest first. */
  trail: string[];
  /** How many times it happened before the batch left (identical errors are sent once). */
  count: number;
  /** Epoch ms of the first time. */
  at: number;
}

/** What one beacon carries. */
export interface ErrorBatch {
  /** The build (buildIdOf). */
  buildId: string;
  userAgent: string;
  /** Errors left out since the last batch by the rate limit. */
  dropped: number;
  reports: ErrorReport[];
}

export interface ErrorReporterOptions {
  send: (batch: ErrorBatch) => void;
  now?: () => number;
  /** A batch leaves this long after its first error (and at once on pagehide or hidden). */
  flushMs?: number;
  /** At most this many distinct errors a minute; the rest are counted in `dropped`. */
  perMinute?: number;
  /** A batch leaves at once when it holds this many. */
  maxBatch?: number;
  buildId?: string;
  userAgent?: string;
  /** This page's origin, left out of stacks. */
  origin?: string;
  /** Values to take out wherever they appear (the session's credentials in storage). */
  known?: () => string[];
  trail?: () => string[];
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

export const FLUSH_MS = 5000;
export const PER_MINUTE = 10;
export const MAX_BATCH = 10;

/** The identity of an error for deduplication: kind, message and the top frame of its stack. */
function keyOf(r: ErrorReport): string {
  const top = r.stack?.split('\n').find((l) => /\bat\b|@/.test(l)) ?? '';
  return `${r.kind}|${r.message}|${r.detail ?? ''}|${top}`;
}

/**
 * Batches, rate-limits and deduplicates errors: `add` scrubs and queues one, `flush` sends what
 * is queued as one batch. An error identical to one queued or already sent in this page load
 * only counts (while queued) or is left out (once sent).
 */
export function createErrorReporter(o: ErrorReporterOptions) {
  const now = o.now ?? (() => Date.now());
  const flushMs = o.flushMs ?? FLUSH_MS;
  const perMinute = o.perMinute ?? PER_MINUTE;
  const maxBatch = o.maxBatch ?? MAX_BATCH;
  const setTimer = o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = o.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  const pending = new Map<string, ErrorReport>();
  const sent = new Set<string>();
  const stamps: number[] = [];
  let dropped = 0;
  let timer: unknown = null;

  const flush = (): void => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!pending.size) return;
    const reports = [...pending.values()];
    for (const k of pending.keys()) sent.add(k);
    pending.clear();
    const batch: ErrorBatch = { buildId: o.buildId ?? 'dev', userAgent: (o.userAgent ?? '').slice(0, 300), dropped, reports };
    dropped = 0;
    try {
      o.send(batch);
    } catch {
      // A report that cannot leave is lost, never an error of its own.
    }
  };

  const add = (e: CapturedError): void => {
    const known = o.known?.() ?? [];
    const report: ErrorReport = {
      kind: e.kind,
      message: scrubText(e.message, MAX_MESSAGE, known),
      route: routePath(e.hash),
      trail: (o.trail?.() ?? []).map(routePath),
      count: 1,
      at: e.at,
    };
    const stack = scrubStack(e.stack, o.origin ?? '', known);
    if (stack) report.stack = stack;
    if (e.detail) report.detail = scrubText(e.detail, 60, known);
    if (e.source) report.source = scrubText(o.origin ? e.source.split(o.origin).join('') : e.source, 300, known);
    const key = keyOf(report);
    const queued = pending.get(key);
    if (queued) {
      queued.count += 1;
      return;
    }
    if (sent.has(key)) return;
    const t = now();
    while (stamps.length && t - stamps[0] >= 60_000) stamps.shift();
    if (stamps.length >= perMinute) {
      dropped += 1;
      return;
    }
    stamps.push(t);
    pending.set(key, report);
    if (pending.size >= maxBatch) flush();
    else if (timer === null) timer = setTimer(flush, flushMs);
  };

  return { add, flush, pending: () => [...pending.values()] };
}

/**
 * The build's id: the `ow-build` meta tag of index.html where the build writes one, else the name
 * of the module script index.html loads (`index-CWsU5p_8`), `dev` under the dev server.
 */
export function buildIdOf(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="ow-build"]')?.content ?? '';
  if (/^[\w.-]{1,64}$/.test(meta)) return meta;
  const src = doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? '';
  return /([\w-]{1,64})\.js$/.exec(src)?.[1] ?? 'dev';
}

/**
 * Starts reporting (main.tsx, once the first page is on screen): takes what capture.ts noted
 * since the start, and sends batches with the gateway's beacon, without the session. CSP
 * violations are sent from the page only with the emulator in the page: with a real gateway the
 * browser sends them itself (the policy's `report-uri`, scripts/csp.mjs). Returns the reporter.
 */
export function startErrorReporter(win: Window = window) {
  const reporter = createErrorReporter({
    send: (batch) => void sendGatewayBeacon(ERRORS_PATH, batch, { anonymous: true }),
    buildId: buildIdOf(win.document),
    userAgent: win.navigator.userAgent,
    origin: win.location.origin,
    known: () => storedSecrets(win),
    trail: navigationTrail,
  });
  drainCaptured((e) => {
    if (e.kind === 'csp' && !env.isEmulator) return;
    reporter.add(e);
  });
  win.addEventListener('pagehide', reporter.flush);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') reporter.flush();
  });
  return reporter;
}
