import { useEffect } from 'react';
import { paths } from '@/config/routes';
import { useAppNavigate } from '@/lib/router/navigation';
import { useImStore } from '../stores/im-store';

/** An incoming call opens oicqContent with the matter, useVideo and isCall, from any page (docs/spec-rules.md section 2). */
export function IncomingCallWatcher() {
  const incoming = useImStore((s) => s.incomingCall);
  const go = useAppNavigate();
  useEffect(() => {
    if (!incoming) return;
    useImStore.getState().setIncomingCall(null);
    const { call, peerId } = incoming;
    go(
      paths.oicqContent({
        peerId,
        isCall: '1',
        callId: call.callId,
        useVideo: call.useVideo ? '1' : '0',
        ...(call.matterId ? { matterId: call.matterId } : {}),
        ...(call.matterName ? { matterName: call.matterName } : {}),
      }),
    );
  }, [incoming, go]);
  return null;
}
