import { useCallback, useRef, useState, type RefObject } from 'react';
import { callReducer, initialCall, type CallEvent, type CallStatus } from '../call-state';

export type CallDispatch = (e: CallEvent) => void;

/**
 * The call's state (call-state.ts) with a ref that is current as soon as an event is dispatched:
 * the socket's handlers, the resend timer and pagehide read it between renders (a hang, an
 * answer or the other side's media may arrive before React renders the last event).
 */
export function useCallStatus(opts: Parameters<typeof initialCall>[0]): [CallStatus, CallDispatch, RefObject<CallStatus>] {
  const [status, setStatus] = useState(() => initialCall(opts));
  const ref = useRef(status);
  const dispatch = useCallback((e: CallEvent) => {
    ref.current = callReducer(ref.current, e);
    setStatus(ref.current);
  }, []);
  return [status, dispatch, ref];
}
