import { vi } from 'vitest';

/**
 * Calls in jsdom, which has neither WebRTC nor media devices: a camera and microphone that hand
 * out fake tracks, and a peer connection without a network (it makes its offer; the test says
 * when it connects, and what its stats report).
 */

/** A media track that remembers whether it is enabled and whether it was stopped. */
export interface FakeTrack {
  kind: 'audio' | 'video';
  enabled: boolean;
  stop: ReturnType<typeof vi.fn>;
  getSettings: () => MediaTrackSettings;
}

export const fakeTrack = (kind: 'audio' | 'video'): FakeTrack => ({ kind, enabled: true, stop: vi.fn(), getSettings: () => ({}) });

/** A stream of the given tracks, as getUserMedia gives it. */
export function fakeStream(tracks: FakeTrack[]): MediaStream {
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream;
}

/** A sender of one track; replaceTrack is a spy that swaps it. */
export interface FakeSender {
  track: unknown;
  replaceTrack: ReturnType<typeof vi.fn>;
}

/** What a peer's getStats answers (an empty report unless the test says otherwise). */
let statsSource: () => Map<string, Record<string, unknown>> = () => new Map();

export class FakePeer {
  /** The peer made last (the call's). */
  static last: FakePeer | null = null;
  connectionState = 'new';
  iceGatheringState = 'complete';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  onconnectionstatechange: (() => void) | null = null;
  ontrack: ((e: unknown) => void) | null = null;
  senders: FakeSender[] = [];
  constructor() {
    FakePeer.last = this;
  }
  addTrack(track: unknown) {
    const sender: FakeSender = {
      track,
      replaceTrack: vi.fn(async (next: unknown) => {
        sender.track = next;
      }),
    };
    this.senders.push(sender);
    return sender;
  }
  getSenders() {
    return this.senders;
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'v=0' };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
  }
  async addIceCandidate() {}
  async getStats() {
    return statsSource();
  }
  addEventListener() {}
  removeEventListener() {}
  close() {}
  /** The network came through: the call is connected. */
  connect() {
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
  }
}

export interface FakeMediaOptions {
  /** The tracks getUserMedia hands out (default: a microphone only). */
  tracks?: FakeTrack[];
  /** What every peer's getStats reports. */
  stats?: () => Map<string, Record<string, unknown>>;
}

/**
 * Installs the fake camera, microphone and RTCPeerConnection (and a `play()` that resolves) for
 * one test. Undo with `vi.unstubAllGlobals()` and `vi.restoreAllMocks()` in afterEach.
 */
export function installFakeMedia(options: FakeMediaOptions = {}) {
  const tracks = options.tracks ?? [fakeTrack('audio')];
  const getUserMedia = vi.fn(async () => fakeStream(tracks));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: vi.fn(async () => []) },
  });
  FakePeer.last = null;
  statsSource = options.stats ?? (() => new Map());
  vi.stubGlobal('RTCPeerConnection', FakePeer);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  return { getUserMedia, tracks };
}
