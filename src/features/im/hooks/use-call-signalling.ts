import { useCallback, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { described, makeAnswer } from '../call-peer';
import { isActive, resendDue, RESEND_MS, type CallStatus } from '../call-state';
import { signalSdp } from '../call-signals';
import type { ImConnection } from '../socket/connection';
import { currentConnection, onConnectionChange } from '../socket/socket';
import { callContent } from '../thread';
import type { CallMedia, IMMessage, ServerFrame } from '../types';
import type { CallMediaHandle } from './use-call-media';
import type { CallPeerHandle } from './use-call-peer';
import type { CallDispatch } from './use-call-status';

type SignalFrame = Extract<ServerFrame, { type: 'signal' }>;

export interface SignallingDeps {
  role: 'caller' | 'callee';
  peerId: string;
  status: RefObject<CallStatus>;
  dispatch: CallDispatch;
  media: Pick<CallMediaHandle, 'stream'>;
  peer: Pick<CallPeerHandle, 'pc' | 'open' | 'flushCandidates' | 'addCandidate'>;
  /** The other side's video went off on its weak network (`audio`) or came back (`video`). */
  onPeerMedia(media: CallMedia): void;
  /** The other side's `hang` for this call arrived while it was under way. */
  onHungUp(): void;
}

/** One SDP or ICE frame of this call: the caller answers the offer, the callee takes the answer; candidates wait for a description. */
async function onDescription(d: SignallingDeps, c: ImConnection, f: SignalFrame): Promise<void> {
  const { pc } = d.peer;
  if (f.sdp?.type === 'offer' && d.role === 'caller' && d.media.stream.current) {
    // The same offer again: our answer was lost on the way, send it again.
    if (pc.current?.localDescription) {
      c.signal({ callId: d.status.current.callId, toId: d.peerId, sdp: described(pc.current.localDescription) });
      return;
    }
    d.dispatch({ type: 'offerReceived' });
    const answer = await makeAnswer(d.peer.open(d.media.stream.current), f.sdp);
    c.signal({ callId: d.status.current.callId, toId: d.peerId, sdp: answer });
    await d.peer.flushCandidates();
  } else if (f.sdp?.type === 'answer' && pc.current && !pc.current.remoteDescription) {
    d.dispatch({ type: 'answerReceived' });
    await pc.current.setRemoteDescription(f.sdp);
    await d.peer.flushCandidates();
  } else if (f.candidate) {
    await d.peer.addCandidate(f.candidate);
  }
}

/**
 * The call's signalling on the socket (docs/messaging.md, the `signal` frame and the `hang`
 * message): one subscription for the whole call, on the socket as it is now (a page opened before
 * the socket connected hears the call once it does; a new login's socket replaces the old one).
 * The callee's offer is sent again every RESEND_MS until the answer comes (`sendOffer`).
 */
export function useCallSignalling(deps: SignallingDeps, resending: boolean) {
  const latest = useRef(deps);
  latest.current = deps;
  const offer = useRef<RTCSessionDescriptionInit | undefined>(undefined);
  const connection = useSyncExternalStore(onConnectionChange, currentConnection, () => null);
  const { peerId, status, dispatch } = deps;

  useEffect(() => {
    const c = connection;
    if (!c) return undefined;
    const offSignal = c.onSignal((f) => {
      const d = latest.current;
      if (!d.status.current.callId || f.callId !== d.status.current.callId) return;
      if (f.media) {
        if (isActive(d.status.current.phase)) d.onPeerMedia(f.media);
        return;
      }
      onDescription(d, c, f).catch(() => d.dispatch({ type: 'failed', message: '通话建立失败' }));
    });
    const offMessage = c.onMessage((m: IMMessage) => {
      const d = latest.current;
      if (m.type !== 'hang' || m.fromId !== d.peerId) return;
      const hung = callContent(m.content);
      if (hung && hung.callId === d.status.current.callId && isActive(d.status.current.phase)) d.onHungUp();
    });
    return () => {
      offSignal();
      offMessage();
    };
  }, [connection]);

  // The offer again while it is not answered: a signalling frame may be lost on the way.
  useEffect(() => {
    if (!resending) return undefined;
    const timer = setInterval(() => {
      if (resendDue(status.current)) signalSdp(peerId, status.current.callId, offer.current);
    }, RESEND_MS);
    return () => clearInterval(timer);
  }, [resending, peerId, status]);

  const sendOffer = useCallback(
    (sdp: RTCSessionDescriptionInit | undefined) => {
      offer.current = sdp;
      signalSdp(peerId, status.current.callId, sdp);
      dispatch({ type: 'offerSent' });
    },
    [dispatch, peerId, status],
  );

  return { sendOffer };
}
