import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline, ticking once a second; `start(n)` sets a new deadline. */
export function useCountdown(now: () => number = Date.now): { left: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!deadline) return;
    // Computed from the deadline, so a throttled background tab does not drift.
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);
  const start = useCallback((seconds: number) => setDeadline(now() + seconds * 1000), [now]);
  return { left, start };
}
