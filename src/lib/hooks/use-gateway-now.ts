import { useEffect, useMemo, useState } from 'react';

/**
 * The gateway's clock, ticking: its time when the data was read (`serverNow`), counted on with
 * the phone's clock every `everyMs`. A fresh `serverNow` (a refetch) sets it again, so a phone
 * whose clock is wrong still counts down to the gateway's deadlines.
 */
export function useGatewayNow(serverNow: number, everyMs = 30_000): number {
  const offset = useMemo(() => serverNow - Date.now(), [serverNow]);
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return Date.now() + offset;
}
