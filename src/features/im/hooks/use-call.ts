import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { env } from '@/config/env';
import { shouldUseVideo } from '../call-media';
import { sampleFromStats, shouldDropVideo, type QualitySample, type StatsCounters } from '../network-quality';
import { makeTmpId } from '../outbox';
import { currentConnection, onConnectionChange } from '../socket/socket';
import { callContent } from '../thread';
import type { CallMedia, IMMessage } from '../types';

export type CallState = 'idle' | 'incoming' | 'ringing' | 'connecting' | 'connected' | 'ended' | 'failed';

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
export interface CallTarget {
  caseId?: string;
  matterId?: string;
  matterName?: string;
}

const ACTIVE: CallState[] = ['incoming', 'ringing', 'connecting', 'connected'];
/** The offer is sent again this often until an answer comes (a signalling frame may be lost). */
const RESEND_MS = 3000;
/** How often a video call looks at its connection's stats. */
export const STATS_MS = 1000;

type NetInfo = EventTarget & { effectiveType?: string; saveData?: boolean };
const netInfo = (): NetInfo | undefined => (navigator as Navigator & { connection?: NetInfo }).connection;

/** Waits (briefly) for ICE gathering: the description then carries its candidates, no trickle needed. */
function gathered(peer: RTCPeerConnection, timeoutMs = 2000): Promise<void> {
  if (peer.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (peer.iceGatheringState !== 'complete') return;
      peer.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    peer.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, timeoutMs);
  });
}

const described = (d: RTCSessionDescription | null): RTCSessionDescriptionInit | undefined =>
  d ? { type: d.type, sdp: d.sdp } : undefined;

/**
 * Camera and microphone, asked for only now; video that fails, or a weak network, falls back to
 * audio only.
 */
async function getMedia(useVideo: boolean, deviceId?: string): Promise<{ stream: MediaStream; audioOnly: boolean }> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('此浏览器不支持音视频通话');
  if (shouldUseVideo(useVideo, netInfo())) {
    try {
      const video: MediaTrackConstraints = deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'user' };
      return { stream: await navigator.mediaDevices.getUserMedia({ audio: true, video }), audioOnly: false };
    } catch {
      // No camera, or it was refused: the call goes on with the microphone.
    }
  }
  return { stream: await navigator.mediaDevices.getUserMedia({ audio: true, video: false }), audioOnly: true };
}

/**
 * A video call over RTCPeerConnection, signalled on the socket (docs/contract.md section 7): the callee
 * makes the offer when it accepts, the caller answers it; a `hang` message ends the call on both
 * sides, and leaving the page hangs up.
 */
export function useCall(opts: CallOptions) {
  const [state, setState] = useState<CallState>(opts.role === 'callee' ? 'incoming' : 'idle');
  const [callId, setCallId] = useState(opts.callId ?? '');
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [audioOnly, setAudioOnly] = useState(!opts.useVideo);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  /** Video was dropped because the network became weak; it may be turned back on. */
  const [weakNetwork, setWeakNetwork] = useState(false);
  /** The other side's network is weak: its video went off, and this side's with it. */
  const [peerWeak, setPeerWeak] = useState(false);
  const dropped = useRef<{ track: MediaStreamTrack; sender: RTCRtpSender | undefined; byPeer: boolean } | null>(null);
  const pc = useRef<RTCPeerConnection | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);
  const resend = useRef<ReturnType<typeof setInterval> | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const idRef = useRef(callId);
  idRef.current = callId;

  const cleanup = useCallback(() => {
    if (resend.current) clearInterval(resend.current);
    resend.current = null;
    pc.current?.close();
    pc.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setLocal(null);
    setRemote(null);
  }, []);

  const sendHang = useCallback(
    (reason: string) => {
      const id = idRef.current;
      if (!id) return;
      void currentConnection()?.send(
        { toId: opts.peerId, topic: opts.topic, type: 'hang', content: JSON.stringify({ callId: id, reason }) },
        makeTmpId,
      );
    },
    [opts.peerId, opts.topic],
  );

  const end = useCallback(
    (why: string, send?: string) => {
      if (send) sendHang(send);
      cleanup();
      setMessage(why);
      setState('ended');
    },
    [cleanup, sendHang],
  );

  const makePeer = useCallback((media: MediaStream) => {
    // STUN/TURN from VITE_ICE_SERVERS; none: host candidates (the same network, or two tabs).
    const peer = new RTCPeerConnection({ iceServers: env.iceServers.map((s) => ({ ...s })) });
    media.getTracks().forEach((t) => peer.addTrack(t, media));
    peer.ontrack = (e) => setRemote(e.streams[0] ?? new MediaStream([e.track]));
    peer.onconnectionstatechange = () => {
      if (peer.connectionState === 'connected') setState('connected');
      if (peer.connectionState === 'failed') {
        setMessage('连接失败，请挂断后重试');
        setState('failed');
      }
    };
    pc.current = peer;
    return peer;
  }, []);

  const flushCandidates = useCallback(async () => {
    const peer = pc.current;
    if (!peer?.remoteDescription) return;
    for (const c of pendingCandidates.current.splice(0)) await peer.addIceCandidate(c).catch(() => undefined);
  }, []);

  /** Caller: camera and microphone, then the `call` message; waits for the callee's offer. */
  const start = useCallback(
    async (target: CallTarget = {}) => {
      setMessage(null);
      try {
        const media = await getMedia(opts.useVideo);
        stream.current = media.stream;
        setLocal(media.stream);
        setAudioOnly(media.audioOnly);
        const id = makeTmpId();
        setCallId(id);
        idRef.current = id;
        setState('ringing');
        const c = currentConnection();
        if (!c) throw new Error('消息服务未连接');
        await c.send(
          {
            toId: opts.peerId,
            topic: opts.topic,
            type: 'call',
            content: JSON.stringify({
              callId: id,
              matterId: target.matterId ?? opts.matterId ?? '',
              matterName: target.matterName ?? opts.matterName ?? opts.topic,
              useVideo: !media.audioOnly,
              ...((target.caseId ?? opts.caseId) ? { caseId: target.caseId ?? opts.caseId } : {}),
            }),
          },
          makeTmpId,
        );
      } catch (e) {
        cleanup();
        setMessage(e instanceof Error && e.message ? `无法发起通话：${e.message}` : '无法发起通话');
        setState('failed');
      }
    },
    [cleanup, opts.caseId, opts.matterId, opts.matterName, opts.peerId, opts.topic, opts.useVideo],
  );

  /** Callee: camera and microphone, then the offer. */
  const accept = useCallback(async () => {
    setMessage(null);
    setState('connecting');
    try {
      const media = await getMedia(opts.useVideo);
      stream.current = media.stream;
      setLocal(media.stream);
      setAudioOnly(media.audioOnly);
      const peer = makePeer(media.stream);
      await peer.setLocalDescription(await peer.createOffer());
      await gathered(peer);
      const offer = described(peer.localDescription);
      const sendOffer = () => currentConnection()?.signal({ callId: idRef.current, toId: opts.peerId, sdp: offer });
      sendOffer();
      resend.current = setInterval(() => {
        if (pc.current === peer && !peer.remoteDescription) sendOffer();
      }, RESEND_MS);
    } catch (e) {
      end(e instanceof Error && e.message ? `无法接听：${e.message}` : '无法接听', 'failed');
    }
  }, [end, makePeer, opts.peerId, opts.useVideo]);

  const decline = useCallback(() => end('已拒绝通话', 'declined'), [end]);
  const hangUp = useCallback(() => end('通话已结束', 'hangup'), [end]);

  const toggleMute = useCallback(() => {
    const next = !muted;
    stream.current?.getAudioTracks().forEach((t) => (t.enabled = !next));
    setMuted(next);
  }, [muted]);

  const toggleCamera = useCallback(() => {
    const next = !cameraOff;
    stream.current?.getVideoTracks().forEach((t) => (t.enabled = !next));
    setCameraOff(next);
  }, [cameraOff]);

  const switchCamera = useCallback(async () => {
    const current = stream.current?.getVideoTracks()[0];
    if (!current) return;
    const cams = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
    if (cams.length < 2) {
      setMessage('只有一个摄像头，无法切换');
      return;
    }
    const at = cams.findIndex((d) => d.deviceId === current.getSettings().deviceId);
    const next = cams[(at + 1) % cams.length];
    const media = await navigator.mediaDevices.getUserMedia({ video: { deviceId: { exact: next.deviceId } } });
    const track = media.getVideoTracks()[0];
    await pc.current
      ?.getSenders()
      .find((s) => s.track?.kind === 'video')
      ?.replaceTrack(track);
    stream.current?.removeTrack(current);
    current.stop();
    stream.current?.addTrack(track);
    setLocal(stream.current ? new MediaStream(stream.current.getTracks()) : null);
    setMessage(`已切换到${next.label || '另一个摄像头'}`);
  }, []);

  /** Tells the other side this side's video went off (`audio`) or came back (`video`). */
  const signalMedia = useCallback(
    (media: CallMedia) => {
      if (idRef.current) currentConnection()?.signal({ callId: idRef.current, toId: opts.peerId, media });
    },
    [opts.peerId],
  );

  /**
   * A weak network: stop sending video (the call goes on with audio), say so, offer to turn it back
   * on. This side's own weak network tells the other side, whose video then stops too (it would
   * load the same weak link); a drop asked for by the other side is not passed back.
   */
  const dropVideo = useCallback(
    async (byPeer: boolean) => {
      if (byPeer) setPeerWeak(true);
      const track = stream.current?.getVideoTracks()[0];
      if (!track || dropped.current) return;
      const sender = pc.current?.getSenders().find((x) => x.track === track || x.track?.kind === 'video');
      dropped.current = { track, sender, byPeer };
      track.enabled = false;
      await sender?.replaceTrack(null).catch(() => undefined);
      setAudioOnly(true);
      if (!byPeer) {
        setWeakNetwork(true);
        signalMedia('audio');
      }
    },
    [signalMedia],
  );

  /** Video back on: when the user asks (the network is watched again from now on), or when the other side's came back. */
  const restoreVideo = useCallback(
    async (byPeer = false) => {
      if (byPeer) setPeerWeak(false);
      const d = dropped.current;
      if (!d || (byPeer && !d.byPeer)) return;
      dropped.current = null;
      d.track.enabled = !cameraOff;
      await d.sender?.replaceTrack(d.track).catch(() => undefined);
      setWeakNetwork(false);
      setAudioOnly(false);
      if (!byPeer) signalMedia('video');
    },
    [cameraOff, signalMedia],
  );

  // The socket as it is now: a page opened before the socket connected hears the call once it
  // does, and a new socket (a new login) replaces the old one.
  const connection = useSyncExternalStore(onConnectionChange, currentConnection, () => null);

  // One subscription on the socket for the whole call: signalling (SDP and ICE), the other side's
  // network (its video off and back), and the other side's hang.
  useEffect(() => {
    const c = connection;
    if (!c) return undefined;
    const offSignal = c.onSignal((f) => {
      if (!idRef.current || f.callId !== idRef.current) return;
      if (f.media) {
        if (ACTIVE.includes(stateRef.current)) void (f.media === 'audio' ? dropVideo(true) : restoreVideo(true));
        return;
      }
      void (async () => {
        if (f.sdp?.type === 'offer' && opts.role === 'caller' && stream.current) {
          // The same offer again: our answer was lost on the way, send it again.
          if (pc.current?.localDescription) {
            c.signal({ callId: idRef.current, toId: opts.peerId, sdp: described(pc.current.localDescription) });
            return;
          }
          setState('connecting');
          const peer = makePeer(stream.current);
          await peer.setRemoteDescription(f.sdp);
          await peer.setLocalDescription(await peer.createAnswer());
          await gathered(peer);
          c.signal({ callId: idRef.current, toId: opts.peerId, sdp: described(peer.localDescription) });
          await flushCandidates();
        } else if (f.sdp?.type === 'answer' && pc.current && !pc.current.remoteDescription) {
          if (resend.current) clearInterval(resend.current);
          resend.current = null;
          await pc.current.setRemoteDescription(f.sdp);
          await flushCandidates();
        } else if (f.candidate) {
          pendingCandidates.current.push(f.candidate);
          await flushCandidates();
        }
      })().catch(() => {
        setMessage('通话建立失败');
        setState('failed');
      });
    });
    const offMessage = c.onMessage((m: IMMessage) => {
      if (m.type !== 'hang' || m.fromId !== opts.peerId) return;
      const hung = callContent(m.content);
      if (hung && hung.callId === idRef.current && ACTIVE.includes(stateRef.current)) end('对方已结束通话');
    });
    return () => {
      offSignal();
      offMessage();
    };
  }, [connection, dropVideo, end, flushCandidates, makePeer, opts.peerId, opts.role, restoreVideo]);

  // While a video call is connected: its stats every second, and the browser's network type; a
  // network that stays weak for a few seconds (or turns 2g) drops the call to audio only.
  useEffect(() => {
    if (state !== 'connected' || audioOnly || !stream.current?.getVideoTracks().length) return undefined;
    const samples: QualitySample[] = [];
    let counters: StatsCounters | null = null;
    let stopped = false;
    const judge = (sample: QualitySample) => {
      samples.push({ ...sample, effectiveType: netInfo()?.effectiveType });
      if (samples.length > 20) samples.shift();
      if (!stopped && shouldDropVideo(samples)) {
        stopped = true;
        void dropVideo(false);
      }
    };
    const timer = setInterval(() => {
      const peer = pc.current;
      if (!peer) return;
      void peer
        .getStats()
        .then((report) => {
          const next = sampleFromStats(report.values() as Iterable<Record<string, unknown>>, counters, Date.now());
          counters = next.counters;
          judge(next.sample);
        })
        .catch(() => undefined);
    }, STATS_MS);
    const info = netInfo();
    const onChange = () => judge({ at: Date.now() });
    info?.addEventListener?.('change', onChange);
    return () => {
      stopped = true;
      clearInterval(timer);
      info?.removeEventListener?.('change', onChange);
    };
  }, [state, audioOnly, dropVideo]);

  // Leaving the page hangs up (docs/spec-rules.md section 4).
  useEffect(
    () => () => {
      if (ACTIVE.includes(stateRef.current)) sendHang(stateRef.current === 'incoming' ? 'declined' : 'hangup');
      cleanup();
    },
    [cleanup, sendHang],
  );
  // So does closing the tab or the app, which unmounts nothing: the hang goes out on the socket as
  // the page is hidden for good, so the other side is not left talking to a frozen picture.
  useEffect(() => {
    const onHide = () => {
      if (ACTIVE.includes(stateRef.current)) sendHang(stateRef.current === 'incoming' ? 'declined' : 'hangup');
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [sendHang]);

  return {
    state,
    callId,
    local,
    remote,
    audioOnly,
    muted,
    cameraOff,
    message,
    weakNetwork,
    peerWeak,
    restoreVideo,
    start,
    accept,
    decline,
    hangUp,
    toggleMute,
    toggleCamera,
    switchCamera,
  };
}
