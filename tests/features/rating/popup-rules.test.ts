import { describe, expect, it } from 'vitest';
import { FEEDBACK_PROMPT_MS, isRatingDue, parseRatingDate, promptDelay, RATING_INTERVAL_MS } from '@/features/rating/doorplate/popup-rules';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 22, 8, 0, 0);

describe('door-plate rating popup rules', () => {
  it('uses 30 days and 10 minutes', () => {
    expect(RATING_INTERVAL_MS).toBe(30 * DAY);
    expect(FEEDBACK_PROMPT_MS).toBe(600_000);
  });

  it('is due with no last rating date, or an unreadable one', () => {
    expect(isRatingDue(null, now)).toBe(true);
    expect(isRatingDue('', now)).toBe(true);
    expect(isRatingDue('not a date', now)).toBe(true);
  });

  it('is due only when the last rating is more than 30 days old', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(isRatingDue(iso(now - DAY), now)).toBe(false);
    expect(isRatingDue(iso(now - 30 * DAY), now)).toBe(false);
    expect(isRatingDue(iso(now - 30 * DAY - 1000), now)).toBe(true);
    expect(isRatingDue(String(now - 31 * DAY), now)).toBe(true);
    expect(isRatingDue(String(now - 29 * DAY), now)).toBe(false);
  });

  it('reads ISO text and epoch milliseconds', () => {
    expect(parseRatingDate('2026-11-22T08:00:00.000Z')).toBe(now);
    expect(parseRatingDate(String(now))).toBe(now);
  });

  it('counts the 10-minute prompt from the start of the session, never below zero', () => {
    expect(promptDelay(now, now)).toBe(600_000);
    expect(promptDelay(now, now + 240_000)).toBe(360_000);
    expect(promptDelay(now, now + 3_600_000)).toBe(0);
  });
});
