import { useCallback } from 'react';
import { makeOffer } from '../call-peer';
import { callMessageContent, sendCall, sendHang, type CallAbout } from '../call-signals';
import { failureText, samplesStats, type CallPhase, type HangReason } from '../call-state';
import { makeTmpId } from '../outbox';
import { useCallMedia } from './use-call-media';
import { useCallPeer } from './use-call-peer';
import { useCallSignalling } from './use-call-signalling';
import { useCallStatus } from './use-call-status';
import { useHangOnLeave } from './use-hang-on-leave';
import { useStatsSampler } from './use-stats-sampler';
import { useVideoDrop } from './use-video-drop';

export { STATS_MS } from '../call-state';
export type CallState = CallPhase;

export interface CallOptions {
  /** caller: starts the call (sends the `call` message); callee: answers one. */
  role: 'caller' | 'callee';
  peerId: string;
  topic: string;
  callId?: string;
  useVideo: boolean;
  matterId?: string;
  matterName?: string;
  /** The case a remote-handling call is about (its transcript is filed there). */
  caseId?: string;
}

/** What a caller's call is about, chosen on the panel (overrides the page's matter). */
export type CallTarget = CallAbout;

/**
 * A video call over RTCPeerConnection, signalled on the socket (docs/messaging.md, "Video call";
 * docs/contract.md section 7): the callee makes the offer when it accepts, the caller answers it;
 * a `hang` message ends the call on both sides, and leaving the page hangs up. The state and its
 * rules are call-state.ts; camera and microphone, the connection, the signalling, the weak
 * network and leaving are a hook each, composed here.
 */
export function useCall(opts: CallOptions) {
  const { role, peerId, topic, useVideo, caseId, matterId, matterName } = opts;
  const [status, dispatch, statusRef] = useCallStatus(opts);
  const peer = useCallPeer(dispatch);
  const { pc, open, close } = peer;
  const media = useCallMedia(statusRef, dispatch, pc);
  const { stream, acquire, release } = media;

  const hang = useCallback(
    (reason: HangReason) => sendHang({ peerId, topic }, statusRef.current.callId, reason),
    [peerId, topic, statusRef],
  );
  const cleanup = useCallback(() => {
    close();
    release();
  }, [close, release]);
  const end = useCallback(
    (message: string, reason?: HangReason) => {
      if (reason) hang(reason);
      cleanup();
      dispatch({ type: 'ended', message });
    },
    [cleanup, dispatch, hang],
  );

  const { drop, restore } = useVideoDrop({ peerId, status: statusRef, dispatch, stream, pc });
  const onPeerMedia = (m: 'audio' | 'video') => void (m === 'audio' ? drop(true) : restore(true));
  const signalling = { role, peerId, status: statusRef, dispatch, media, peer, onPeerMedia, onHungUp: () => end('对方已结束通话') };
  const { sendOffer } = useCallSignalling(signalling, status.offer === 'sent');
  const onWeak = useCallback(() => void drop(false), [drop]);
  useStatsSampler(samplesStats(status, !!stream.current?.getVideoTracks().length), pc, onWeak);
  useHangOnLeave(statusRef, hang, cleanup);

  /** Caller: camera and microphone, then the `call` message; waits for the callee's offer. */
  const start = useCallback(
    async (target: CallTarget = {}) => {
      dispatch({ type: 'start' });
      try {
        const { audioOnly } = await acquire(useVideo);
        const id = makeTmpId();
        dispatch({ type: 'ringing', callId: id });
        await sendCall({ peerId, topic }, callMessageContent({ caseId, matterId, matterName, topic }, target, id, audioOnly));
      } catch (e) {
        cleanup();
        dispatch({ type: 'failed', message: failureText('无法发起通话', e) });
      }
    },
    [acquire, caseId, cleanup, dispatch, matterId, matterName, peerId, topic, useVideo],
  );

  /** Callee: camera and microphone, then the offer (sent again until the answer comes). */
  const accept = useCallback(async () => {
    dispatch({ type: 'accept' });
    try {
      const { stream: got } = await acquire(useVideo);
      sendOffer(await makeOffer(open(got)));
    } catch (e) {
      end(failureText('无法接听', e), 'failed');
    }
  }, [acquire, dispatch, end, open, sendOffer, useVideo]);

  const decline = useCallback(() => end('已拒绝通话', 'declined'), [end]);
  const hangUp = useCallback(() => end('通话已结束', 'hangup'), [end]);
  const { phase: state, callId, audioOnly, muted, cameraOff, message, weakNetwork, peerWeak } = status;
  const { local, toggleMute, toggleCamera, switchCamera } = media;
  const remote = peer.remote;
  const live = { state, callId, local, remote, audioOnly, muted, cameraOff, message, weakNetwork, peerWeak };
  return { ...live, restoreVideo: restore, start, accept, decline, hangUp, toggleMute, toggleCamera, switchCamera };
}
