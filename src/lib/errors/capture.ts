import { registerStoreReset } from '../stores/registry';

/**
 * The first-load half of error reporting (docs/contract.md section 9): it only notes what went
 * wrong, raw, in a short queue, until the reporter (error-reporter.ts, loaded once the first page
 * is on screen) takes the queue and everything after. Nothing here is sent or scrubbed: the
 * reporter scrubs before anything leaves the page.
 */

/** What failed: a render (an error boundary), a window error, an unhandled rejection, a chunk load, a call the user saw fail, a CSP violation. */
export type ErrorKind = 'render' | 'error' | 'rejection' | 'chunk' | 'call' | 'csp';

/** One error as noted, before scrubbing. */
export interface CapturedError {
  kind: ErrorKind;
  message: string;
  stack?: string;
  /** The error boundary's scope, the call's error kind, or the CSP directive. */
  detail?: string;
  /** The CSP violation's blocked address and the source file (scrubbed by the reporter). */
  source?: string;
  /** The location hash when it happened. */
  hash: string;
  at: number;
}

const MAX_QUEUED = 30;
const MAX_TRAIL = 5;

const queue: CapturedError[] = [];
const trail: string[] = [];
let sink: ((e: CapturedError) => void) | null = null;

// Back to a page that has just loaded (tests share this module between files).
registerStoreReset(() => {
  queue.length = 0;
  trail.length = 0;
  sink = null;
});

/** A chunk that failed to load, by the messages browsers give (Chromium, Safari, Firefox). */
const CHUNK = /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i;

function note(e: CapturedError): void {
  try {
    if (sink) sink(e);
    else if (queue.length < MAX_QUEUED) queue.push(e);
  } catch {
    // A reporter that throws would raise a window error of its own, noted again: never.
  }
}

/** Notes an error for the reporter (every error boundary, the gateway client's reporter). */
export function captureError(kind: ErrorKind, error: unknown, detail?: string): void {
  try {
    const err = error instanceof Error ? error : null;
    const message = err ? `${err.name}: ${err.message}` : String(error);
    note({
      kind: kind !== 'call' && kind !== 'csp' && CHUNK.test(message) ? 'chunk' : kind,
      message,
      stack: err?.stack,
      detail,
      hash: window.location.hash,
      at: Date.now(),
    });
  } catch {
    // Reporting never breaks the page.
  }
}

/** A navigation (the router, on every new path): the trail keeps the last few, oldest first. */
export function noteNavigation(hashOrPath: string): void {
  const path = hashOrPath.replace(/^#/, '').split('?')[0];
  if (trail.length && trail[trail.length - 1].replace(/^#/, '').split('?')[0] === path) return;
  trail.push(hashOrPath);
  if (trail.length > MAX_TRAIL) trail.shift();
}

/** The hashes of the last few navigations, oldest first (the reporter keeps their paths only). */
export function navigationTrail(): string[] {
  return trail.slice();
}

/** The reporter takes the queue and every later error. */
export function drainCaptured(to: (e: CapturedError) => void): void {
  sink = to;
  queue.splice(0).forEach(to);
}

/**
 * Listens, from the start, for what no boundary catches: window errors, unhandled rejections,
 * CSP violations of the page; and notes the opening route. Called once by main.tsx.
 */
export function installErrorCapture(win: Window = window): void {
  // The opening address; later navigations come from the router (pushState fires no event).
  noteNavigation(win.location.hash);
  win.addEventListener('error', (e: ErrorEvent) => {
    // A resource that failed to load (an <img>) is an Event without `message`, not a script error.
    if (!('message' in e)) return;
    captureError('error', e.error ?? e.message);
  });
  win.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => captureError('rejection', e.reason));
  win.addEventListener('securitypolicyviolation', (e: SecurityPolicyViolationEvent) =>
    note({
      kind: 'csp',
      message: `${e.effectiveDirective} blocked`,
      detail: e.effectiveDirective,
      source: e.sourceFile ? `${e.blockedURI} ${e.sourceFile}:${e.lineNumber}` : e.blockedURI,
      hash: win.location.hash,
      at: Date.now(),
    }),
  );
}
