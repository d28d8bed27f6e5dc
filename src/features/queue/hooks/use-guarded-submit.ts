import { useCallback, useRef, useState } from 'react';
import { SUBMIT_DEBOUNCE_MS } from '../rules';

/**
 * One send at a time, and none again within 3 s of the last (docs/spec-rules.md section 9): a double tap
 * sends once. A failed send may be retried at once.
 */
export function useGuardedSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const lastSend = useRef(0);
  const inFlight = useRef(false);
  const run = useCallback(async <T>(send: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | null> => {
    const now = Date.now();
    if (inFlight.current || now - lastSend.current < SUBMIT_DEBOUNCE_MS) return null;
    inFlight.current = true;
    lastSend.current = now;
    setSubmitting(true);
    try {
      return { ok: true, value: await send() };
    } catch (error) {
      lastSend.current = 0;
      return { ok: false, error };
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}
