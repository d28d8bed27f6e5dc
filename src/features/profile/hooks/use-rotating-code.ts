import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshCertificateCode } from '../api/refresh-certificate-code';
import type { CertificateCode } from '../certificate-types';

/** Seconds before expiry when a new code is fetched, so the one on screen never lapses while shown. */
export const REFRESH_AHEAD_S = 10;

export interface RotatingCode {
  code: CertificateCode;
  /** Whole seconds the code on screen still passes (client clock, from the server's lifetime). */
  secondsLeft: number;
  refreshing: boolean;
  error: string | null;
  refresh: () => void;
}

/**
 * Keeps a showing's QR code fresh: counts down the code's own lifetime (measured from when it
 * arrived, so a skewed phone clock does not matter) and fetches a new one before it lapses.
 */
export function useRotatingCode(first: CertificateCode, now: () => number = Date.now): RotatingCode {
  const [state, setState] = useState({ code: first, receivedAt: now() });
  const [tick, setTick] = useState(now());
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const lifetime = state.code.expiresAt - state.code.issuedAt;
  const secondsLeft = Math.max(0, Math.ceil((state.receivedAt + lifetime - tick) / 1000));

  const refresh = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRefreshing(true);
    setError(null);
    refreshCertificateCode(first.presentationId)
      .then((code) => setState({ code, receivedAt: now() }))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : '刷新失败'))
      .finally(() => {
        inFlight.current = false;
        setRefreshing(false);
      });
  }, [first.presentationId, now]);

  useEffect(() => {
    const timer = window.setInterval(() => setTick(now()), 1000);
    return () => window.clearInterval(timer);
  }, [now]);

  useEffect(() => {
    if (secondsLeft <= REFRESH_AHEAD_S && !error) refresh();
  }, [secondsLeft, error, refresh]);

  return { code: state.code, secondsLeft, refreshing, error, refresh };
}
