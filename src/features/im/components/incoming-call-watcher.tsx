import { useEffect } from 'react';
import { useAppNavigate } from '@/lib/router/navigation';
import { answerCallPath } from '../answer-call-path';
import { useImStore } from '../stores/im-store';

/** An incoming call opens oicqContent with the matter, useVideo and isCall, from any page (docs/spec-rules.md section 2). */
export function IncomingCallWatcher() {
  const incoming = useImStore((s) => s.incomingCall);
  const go = useAppNavigate();
  useEffect(() => {
    if (!incoming) return;
    useImStore.getState().setIncomingCall(null);
    const { call, peerId } = incoming;
    go(answerCallPath(peerId, call));
  }, [incoming, go]);
  return null;
}
