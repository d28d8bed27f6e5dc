import { useCallback, useRef, type RefObject } from 'react';
import { mayRestore, type CallStatus } from '../call-state';
import { signalMedia } from '../call-signals';
import type { CallDispatch } from './use-call-status';

interface Dropped {
  track: MediaStreamTrack;
  sender: RTCRtpSender | undefined;
  byPeer: boolean;
}

interface VideoDropDeps {
  peerId: string;
  status: RefObject<CallStatus>;
  dispatch: CallDispatch;
  stream: RefObject<MediaStream | null>;
  pc: RefObject<RTCPeerConnection | null>;
}

/**
 * A weak network (docs/messaging.md, "Weak network on either side"): stop sending video (the call
 * goes on with audio), say so, offer to turn it back on. This side's own weak network tells the
 * other side, whose video then stops too (it would load the same weak link); a drop asked for by
 * the other side is not passed back.
 */
export function useVideoDrop({ peerId, status, dispatch, stream, pc }: VideoDropDeps) {
  const dropped = useRef<Dropped | null>(null);

  const drop = useCallback(
    async (byPeer: boolean) => {
      if (byPeer) dispatch({ type: 'peerWeak', weak: true });
      const track = stream.current?.getVideoTracks()[0];
      if (!track || dropped.current) return;
      const sender = pc.current?.getSenders().find((x) => x.track === track || x.track?.kind === 'video');
      dropped.current = { track, sender, byPeer };
      track.enabled = false;
      await sender?.replaceTrack(null).catch(() => undefined);
      dispatch({ type: 'videoDropped', byPeer });
      if (!byPeer) signalMedia(peerId, status.current.callId, 'audio');
    },
    [dispatch, pc, peerId, status, stream],
  );

  /** Video back on: when the user asks (the network is watched again from now on), or when the other side's came back. */
  const restore = useCallback(
    async (byPeer = false) => {
      if (byPeer) dispatch({ type: 'peerWeak', weak: false });
      const d = dropped.current;
      if (!d || !mayRestore(d, byPeer)) return;
      dropped.current = null;
      d.track.enabled = !status.current.cameraOff;
      await d.sender?.replaceTrack(d.track).catch(() => undefined);
      dispatch({ type: 'videoRestored' });
      if (!byPeer) signalMedia(peerId, status.current.callId, 'video');
    },
    [dispatch, peerId, status],
  );

  return { drop, restore };
}
