/** One continuous stretch of time the page was on screen (a usage-duration report). */
export interface VisibleSpan {
  /** 1, 2, 3… within one visit (page load): the pair (visit, seq) names a span once. */
  seq: number;
  /** Epoch ms the page became visible. */
  startedAt: number;
  /** Epoch ms it was hidden. */
  endedAt: number;
  /** endedAt - startedAt. */
  durationMs: number;
}

/** Spans shorter than this are not reported (a flick between apps is not use of the app). */
export const MIN_SPAN_MS = 1000;
/** Longer than a day on screen is not a person using the app: such a span is not reported. */
export const MAX_SPAN_MS = 24 * 60 * 60 * 1000;

/**
 * Counts the time a page is visible, span by span: `show()` starts a span (no-op while one
 * runs), `hide()` ends it and hands it out once (a second `hide()`, e.g. `pagehide` after
 * `visibilitychange`, gets null). Time while hidden is never counted. The clock is injected.
 */
export function createVisibleTimer(now: () => number) {
  let since: number | null = null;
  let seq = 0;
  return {
    /** The page became visible (now, or at `at` when it is known to have been visible since). */
    show(at?: number): void {
      if (since === null) since = at ?? now();
    },
    /** The page was hidden: the span that ended, or null (none running, too short, clock moved back). */
    hide(): VisibleSpan | null {
      if (since === null) return null;
      const startedAt = since;
      const endedAt = now();
      since = null;
      const durationMs = endedAt - startedAt;
      if (durationMs < MIN_SPAN_MS || durationMs > MAX_SPAN_MS) return null;
      seq += 1;
      return { seq, startedAt, endedAt, durationMs };
    },
    /** Whether a span is running. */
    running: () => since !== null,
  };
}

export type VisibleTimer = ReturnType<typeof createVisibleTimer>;
