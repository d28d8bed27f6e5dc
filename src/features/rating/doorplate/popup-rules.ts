/** docs/spec-rules.md section 9: the door-plate rating reminder comes back after 30 days. */
export const RATING_INTERVAL_MS = 30 * 86_400_000;
/** docs/spec-rules.md section 9: the feedback prompt after 10 minutes of use. */
export const FEEDBACK_PROMPT_MS = 10 * 60_000;
/** The popup waits this long on the door-plate before it rises, so it never greets a redirect. */
export const POPUP_DELAY_MS = 2000;

/** The clock the popup rules read; tests drive it (fake timers, page.clock) or replace it. */
export const ratingClock = { now: () => Date.now() };

/** Parses the stored last rating date (ISO text or epoch milliseconds); null when unreadable. */
export function parseRatingDate(raw: string | null): number | null {
  if (!raw) return null;
  const n = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(n) ? n : null;
}

/** Due when there is no (readable) last rating, or it is more than 30 days old. */
export function isRatingDue(lastRatingDate: string | null, now: number): boolean {
  const last = parseRatingDate(lastRatingDate);
  if (last === null) return true;
  return now - last > RATING_INTERVAL_MS;
}

/** Per-tab flags of the popup rules (sessionStorage: one browser session). */
export interface RatingSessionFlags {
  startedAt?: number;
  popupShown?: boolean;
  promptShown?: boolean;
}

/** How long until the 10-minute feedback prompt, from when this session started. */
export function promptDelay(startedAt: number, now: number): number {
  return Math.max(0, startedAt + FEEDBACK_PROMPT_MS - now);
}
