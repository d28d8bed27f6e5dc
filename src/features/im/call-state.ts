/**
 * A video call's state as a pure reducer (docs/messaging.md, "Video call"): what the panel shows
 * and the rules the call's effect hooks ask (hooks/use-call.ts composes them). Nothing here
 * touches WebRTC, the socket or timers; tests/features/im/call-state.test.ts is its table.
 */

/** Where the call is: callee `incoming` → `connecting` → `connected`; caller `idle` → `ringing` → `connecting` → `connected`. */
export type CallPhase = 'idle' | 'incoming' | 'ringing' | 'connecting' | 'connected' | 'ended' | 'failed';

/** Why a `hang` message is sent (docs/messaging.md, the `hang` message). */
export type HangReason = 'hangup' | 'declined' | 'failed';

export interface CallStatus {
  phase: CallPhase;
  /** The call's id: given to the callee, made by the caller when it rings; '' before. */
  callId: string;
  audioOnly: boolean;
  muted: boolean;
  cameraOff: boolean;
  /** A line for the user (why the call ended or failed, a camera switched), or null. */
  message: string | null;
  /** Video was dropped because this side's network became weak; it may be turned back on. */
  weakNetwork: boolean;
  /** The other side's network is weak: its video went off, and this side's with it. */
  peerWeak: boolean;
  /** The callee's offer: `sent` until the caller's answer comes (it is sent again meanwhile). */
  offer: 'none' | 'sent' | 'answered';
}

export type CallEvent =
  /** The caller pressed 发起视频通话 / 重新呼叫 (an earlier message goes). */
  | { type: 'start' }
  /** The callee pressed 接听. */
  | { type: 'accept' }
  | { type: 'mediaAcquired'; audioOnly: boolean }
  /** The caller's `call` message is going out with this id. */
  | { type: 'ringing'; callId: string }
  /** The caller received the callee's offer and answers it. */
  | { type: 'offerReceived' }
  | { type: 'offerSent' }
  | { type: 'answerReceived' }
  | { type: 'peerConnected' }
  /** The peer connection's own state turned `failed`. */
  | { type: 'peerFailed' }
  /** The call could not start or be set up (the peer connection is kept, as it was). */
  | { type: 'failed'; message: string }
  /** Hung up, declined, or hung up by the other side: camera, microphone and connection are released. */
  | { type: 'ended'; message: string }
  | { type: 'notice'; message: string }
  | { type: 'muteToggled' }
  | { type: 'cameraToggled' }
  | { type: 'peerWeak'; weak: boolean }
  | { type: 'videoDropped'; byPeer: boolean }
  | { type: 'videoRestored' };

const ACTIVE: readonly CallPhase[] = ['incoming', 'ringing', 'connecting', 'connected'];

/** The offer is sent again this often until an answer comes (a signalling frame may be lost). */
export const RESEND_MS = 3000;
/** How often a video call looks at its connection's stats. */
export const STATS_MS = 1000;

export function initialCall(opts: { role: 'caller' | 'callee'; callId?: string; useVideo: boolean }): CallStatus {
  return {
    phase: opts.role === 'callee' ? 'incoming' : 'idle',
    callId: opts.callId ?? '',
    audioOnly: !opts.useVideo,
    muted: false,
    cameraOff: false,
    message: null,
    weakNetwork: false,
    peerWeak: false,
    offer: 'none',
  };
}

export function callReducer(s: CallStatus, e: CallEvent): CallStatus {
  switch (e.type) {
    case 'start':
      return { ...s, message: null };
    case 'accept':
      return { ...s, message: null, phase: 'connecting' };
    case 'mediaAcquired':
      return { ...s, audioOnly: e.audioOnly };
    case 'ringing':
      return { ...s, callId: e.callId, phase: 'ringing' };
    case 'offerReceived':
      return { ...s, phase: 'connecting' };
    case 'offerSent':
      return { ...s, offer: 'sent' };
    case 'answerReceived':
      return { ...s, offer: 'answered' };
    case 'peerConnected':
      return { ...s, phase: 'connected' };
    case 'peerFailed':
      return { ...s, phase: 'failed', message: '连接失败，请挂断后重试' };
    case 'failed':
      return { ...s, phase: 'failed', message: e.message };
    case 'ended':
      return { ...s, phase: 'ended', message: e.message, offer: 'none' };
    case 'notice':
      return { ...s, message: e.message };
    case 'muteToggled':
      return { ...s, muted: !s.muted };
    case 'cameraToggled':
      return { ...s, cameraOff: !s.cameraOff };
    case 'peerWeak':
      return { ...s, peerWeak: e.weak };
    case 'videoDropped':
      return { ...s, audioOnly: true, weakNetwork: s.weakNetwork || !e.byPeer };
    case 'videoRestored':
      return { ...s, audioOnly: false, weakNetwork: false };
  }
}

/** A call under way: it rings, connects or is connected (a hang or the other side's media counts). */
export const isActive = (phase: CallPhase): boolean => ACTIVE.includes(phase);

/** The offer goes again (every RESEND_MS) while it is sent and not answered. */
export const resendDue = (s: CallStatus): boolean => s.offer === 'sent';

/** Leaving (the page, the tab) during a call hangs up: a call still ringing here is declined. */
export function leavingHang(phase: CallPhase): HangReason | null {
  if (!isActive(phase)) return null;
  return phase === 'incoming' ? 'declined' : 'hangup';
}

/** The stats are sampled (to drop video on a weak network) while a call with video is connected. */
export const samplesStats = (s: CallStatus, hasVideoTrack: boolean): boolean => s.phase === 'connected' && !s.audioOnly && hasVideoTrack;

/**
 * Whether a dropped video comes back: when the user asks (whoever dropped it), or when the other
 * side's video came back and it was the other side's weak network that dropped it.
 */
export const mayRestore = (dropped: { byPeer: boolean } | null, byPeer: boolean): boolean => !!dropped && (!byPeer || dropped.byPeer);

/** `无法接听：<why>`, or the prefix alone when the error says nothing. */
export const failureText = (prefix: string, e: unknown): string => (e instanceof Error && e.message ? `${prefix}：${e.message}` : prefix);
