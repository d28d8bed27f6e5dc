import { useCallback, useRef, useState } from 'react';
import { createPeer } from '../call-peer';
import type { CallDispatch } from './use-call-status';

/**
 * The call's RTCPeerConnection (docs/messaging.md, "Video call"): made when the call is set up,
 * its state reported to the call (connected, failed), the other side's stream, and ICE
 * candidates kept until the remote description is in.
 */
export function useCallPeer(dispatch: CallDispatch) {
  const pc = useRef<RTCPeerConnection | null>(null);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);
  const [remote, setRemote] = useState<MediaStream | null>(null);

  const open = useCallback(
    (media: MediaStream) => {
      const peer = createPeer(media);
      peer.ontrack = (e) => setRemote(e.streams[0] ?? new MediaStream([e.track]));
      peer.onconnectionstatechange = () => {
        if (peer.connectionState === 'connected') dispatch({ type: 'peerConnected' });
        if (peer.connectionState === 'failed') dispatch({ type: 'peerFailed' });
      };
      pc.current = peer;
      return peer;
    },
    [dispatch],
  );

  const flushCandidates = useCallback(async () => {
    const peer = pc.current;
    if (!peer?.remoteDescription) return;
    for (const c of pendingCandidates.current.splice(0)) await peer.addIceCandidate(c).catch(() => undefined);
  }, []);

  const addCandidate = useCallback(
    async (candidate: RTCIceCandidateInit) => {
      pendingCandidates.current.push(candidate);
      await flushCandidates();
    },
    [flushCandidates],
  );

  const close = useCallback(() => {
    pc.current?.close();
    pc.current = null;
    setRemote(null);
  }, []);

  return { pc, remote, open, flushCandidates, addCandidate, close };
}

export type CallPeerHandle = ReturnType<typeof useCallPeer>;
