import { useEffect } from 'react';

interface Sentinel {
  release(): Promise<void>;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

/**
 * Keeps the screen on while `active` (a code shown at a counter must not go dark in the middle of
 * a scan): the Screen Wake Lock API where the browser has it, nothing where it has not. The
 * browser drops the lock when the page is hidden; it is taken again when the page shows.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!active || !api) return;
    let sentinel: Sentinel | null = null;
    let live = true;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      api.request('screen').then(
        (s) => {
          if (live) sentinel = s;
          else void s.release().catch(() => undefined);
        },
        // Refused (no permission, battery saver): the code still shows; the screen may dim.
        () => undefined,
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
