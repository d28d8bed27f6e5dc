import { useCallback, useRef, useState } from 'react';
import { isGatewayError } from '../http/errors';

/** docs/spec-rules.md section 9: a form is not sent again within 3 s of the last send. */
export const SUBMIT_DEBOUNCE_MS = 3000;

export interface GuardedSubmitOptions {
  /**
   * What the form kept, said after a failure (`提交失败：<message>。<kept>`). Without it the hook
   * shows nothing and the caller says what failed (a mutation's error state, a login message).
   */
  kept?: string;
  /** How long after a send another is ignored (default 3 s); 0 = only one at a time. */
  debounceMs?: number;
  /** Without `kept`: the failure's own message becomes `error` (the caller words around it). */
  plainError?: boolean;
}

/**
 * What `attempt` resolves to: the send's value, or what it threw, or `null` when the guard ignored
 * the call (one in flight, or within the debounce).
 */
export type GuardedResult<T> = { ok: true; value: T } | { ok: false; error: unknown } | null;

/**
 * The guarded submit of every form that sends (the project's one; docs/adding-a-page.md, lint's
 * `forms/one-guarded-submit`): one send at a time, decided synchronously (five
 * clicks dispatched in one task send once, before React has re-rendered a disabled button), and
 * none again within the debounce of the last. A failed send frees the form at once. A 401 says
 * nothing here: the reporter has already taken the user to login, and the draft brings the form back.
 *
 * `run(send)` when the hook's `error` (or the caller's own state) says what failed; `attempt(send)`
 * when the caller branches on the outcome (queue: the new ticket's page, or its own wording of the
 * failure). Both go through the same guard.
 */
export function useGuardedSubmit(options: GuardedSubmitOptions = {}) {
  const { kept, debounceMs = SUBMIT_DEBOUNCE_MS, plainError = false } = options;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastSend = useRef(0);
  const inFlight = useRef(false);

  const attempt = useCallback(
    async <T>(send: () => Promise<T>): Promise<GuardedResult<T>> => {
      const now = Date.now();
      if (inFlight.current || (debounceMs > 0 && now - lastSend.current < debounceMs)) return null;
      inFlight.current = true;
      lastSend.current = now;
      setSubmitting(true);
      setError(null);
      try {
        return { ok: true, value: await send() };
      } catch (err) {
        // Nothing sent: a retry may go at once.
        lastSend.current = 0;
        if (!isGatewayError(err) || err.kind !== 'auth') {
          if (kept !== undefined) setError(`提交失败：${err instanceof Error ? err.message : '请稍后重试'}。${kept}`);
          else if (plainError) setError(err instanceof Error ? err.message : '提交失败，请稍后重试');
        }
        return { ok: false, error: err };
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [kept, debounceMs, plainError],
  );

  const run = useCallback(
    async (send: () => Promise<unknown>): Promise<void> => {
      await attempt(send);
    },
    [attempt],
  );

  return { submitting, error, run, attempt };
}
