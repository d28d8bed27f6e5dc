import { useEffect, type RefObject } from 'react';
import { leavingHang, type CallStatus, type HangReason } from '../call-state';

/**
 * Leaving the page hangs up (docs/spec-rules.md section 4) and releases the call. So does closing
 * the tab or the app, which unmounts nothing: the hang goes out on the socket as the page is
 * hidden for good, so the other side is not left talking to a frozen picture.
 */
export function useHangOnLeave(status: RefObject<CallStatus>, hang: (reason: HangReason) => void, release: () => void) {
  useEffect(
    () => () => {
      const reason = leavingHang(status.current.phase);
      if (reason) hang(reason);
      release();
    },
    [status, hang, release],
  );
  useEffect(() => {
    const onHide = () => {
      const reason = leavingHang(status.current.phase);
      if (reason) hang(reason);
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [status, hang]);
}
