import { useCallback, useRef, useState } from 'react';
import { isGatewayError } from '@/lib/http/errors';

/** One send per tap: nothing more while one is in flight; the failure is said in the form. */
export function useGuardedSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const run = useCallback(async (send: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      await send();
    } catch (err) {
      if (!isGatewayError(err) || err.kind !== 'auth') setError(err instanceof Error ? err.message : '提交失败，请稍后重试');
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, error, setError, run };
}
