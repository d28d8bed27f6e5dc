import { sendGatewayBeacon } from '../http/beacon';
import { createVisibleTimer, type VisibleSpan } from './visible-time';

/** Where usage durations go (docs/usage.md): anonymous, signed in the body. */
export const USAGE_PATH = '/service-xzyd/anon/usage/duration';

/** One report: a span of visible time of one visit (docs/spec-rules.md section 4: usage duration on unload). */
export interface UsageReport extends VisibleSpan {
  /** A random id per page load. */
  visitId: string;
  /** The hash route's path when the span ended (`/home`); never its query (it may hold a ticket). */
  route: string;
  /** The area the user was in (`fixedArea` of the route), when there is one. */
  fixedArea?: string;
  /** What ended the span. */
  reason: 'hidden' | 'pagehide';
}

/** The route's path and its fixedArea from a location hash (`#/home?fixedArea=120101&…`). */
export function routeOf(hash: string): { route: string; fixedArea?: string } {
  const raw = hash.replace(/^#/, '') || '/';
  const at = raw.indexOf('?');
  const path = (at < 0 ? raw : raw.slice(0, at)) || '/';
  const fixedArea = at < 0 ? null : new URLSearchParams(raw.slice(at + 1)).get('fixedArea');
  const route = path.startsWith('/') ? path.slice(0, 100) : `/${path.slice(0, 99)}`;
  return fixedArea && /^\d{6}$/.test(fixedArea) ? { route, fixedArea } : { route };
}

/** A visit id of 20 random base-36 characters (no secure context needed, unlike randomUUID). */
export function makeVisitId(): string {
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

export interface UsageReporterDeps {
  win?: Window;
  doc?: Document;
  now?: () => number;
  send?: (report: UsageReport) => void;
  visitId?: string;
  /** When the page (visible at start) was opened, if before this call: the first span starts there. */
  visibleSince?: number;
}

/**
 * Reports how long the page was on screen: a span starts when the page is visible and ends when
 * it is hidden (`visibilitychange`) or left (`pagehide`); each span is sent once, with a beacon.
 * A page restored from the back-forward cache (`pageshow`) starts a new span. Returns a stop.
 */
export function startUsageReporter(deps: UsageReporterDeps = {}): () => void {
  const win = deps.win ?? window;
  const doc = deps.doc ?? document;
  const send = deps.send ?? ((r: UsageReport) => void sendGatewayBeacon(USAGE_PATH, r));
  const visitId = deps.visitId ?? makeVisitId();
  const timer = createVisibleTimer(deps.now ?? (() => Date.now()));

  const end = (reason: UsageReport['reason']) => {
    const span = timer.hide();
    if (span) send({ ...span, visitId, reason, ...routeOf(win.location.hash) });
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') end('hidden');
    else timer.show();
  };
  const onPageHide = () => end('pagehide');
  const onPageShow = () => {
    if (doc.visibilityState !== 'hidden') timer.show();
  };

  if (doc.visibilityState !== 'hidden') timer.show(deps.visibleSince);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
  };
}
