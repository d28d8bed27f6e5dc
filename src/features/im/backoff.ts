/** First reconnect delay, and the cap it doubles up to (docs/contract.md section 7). */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * The delay before reconnect attempt `attempt` (0 for the first): 1 s doubling to 30 s, with
 * ±20 % jitter so that many clients dropped together do not come back in step. `random` in [0, 1).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 10)));
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(BACKOFF_MAX_MS, jittered));
}
