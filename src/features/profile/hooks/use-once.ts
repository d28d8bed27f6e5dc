import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action once at a time: a second tap while it runs is ignored, so a showing,
 * a copy or a verification is sent once per tap even before React re-renders the button.
 */
export function useOnce<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
): { run: (...args: A) => Promise<R | undefined>; busy: boolean } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      try {
        return await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { run, busy };
}
