import { useCallback, useRef, useState } from 'react';
import { isGatewayError } from '../../../lib/http/errors';
import { SUBMIT_DEBOUNCE_MS } from '../rules';

/**
 * One send at a time, and none again within 3 s of the last (spec section 9), with the failure
 * said in the form: `kept` tells the user what was kept. A 401 says nothing here: the reporter
 * has already taken the user to login, and the draft brings the form back.
 */
export function useGuardedSubmit(kept: string) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastSend = useRef(0);
  const inFlight = useRef(false);

  const run = useCallback(
    async (send: () => Promise<void>) => {
      const now = Date.now();
      if (inFlight.current || now - lastSend.current < SUBMIT_DEBOUNCE_MS) return;
      inFlight.current = true;
      lastSend.current = now;
      setSubmitting(true);
      setError(null);
      try {
        await send();
      } catch (err) {
        // Nothing sent: a retry may go at once.
        lastSend.current = 0;
        if (!isGatewayError(err) || err.kind !== 'auth') setError(`提交失败：${err instanceof Error ? err.message : '请稍后重试'}。${kept}`);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [kept],
  );

  return { submitting, error, run };
}
