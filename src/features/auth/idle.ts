/** Events that count as the user being active. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Minutes without activity after which a logged-in user is logged out. */
export const IDLE_LOGOUT_MS = 30 * 60_000;

/**
 * Calls `onIdle` once after `timeoutMs` without activity on `target`; activity restarts the
 * wait. Returns a stop function.
 */
export function watchIdle(opts: {
  timeoutMs: number;
  onIdle: () => void;
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}): () => void {
  const target = opts.target ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(opts.onIdle, opts.timeoutMs);
  };
  const listener = () => arm();
  for (const e of ACTIVITY_EVENTS) target.addEventListener(e, listener, { passive: true, capture: true } as AddEventListenerOptions);
  arm();
  return () => {
    clearTimeout(timer);
    for (const e of ACTIVITY_EVENTS) target.removeEventListener(e, listener, { capture: true } as EventListenerOptions);
  };
}
