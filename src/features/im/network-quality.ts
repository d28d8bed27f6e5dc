/** One look at the call's connection (from RTCPeerConnection.getStats and the Network Information API). */
export interface QualitySample {
  /** Wall time of the sample, ms. */
  at: number;
  /** Share of packets lost since the previous sample, 0-1. */
  loss?: number;
  /** Round trip of the active candidate pair, ms. */
  rttMs?: number;
  /** The browser's estimate of the bitrate it can send, bits/s. */
  outgoingBps?: number;
  /** navigator.connection.effectiveType, where the browser has it. */
  effectiveType?: string;
}

/** Under these the network is too weak for video. */
export const WEAK_LIMITS = {
  /** More than 8 % of packets lost. */
  maxLoss: 0.08,
  /** A round trip over 600 ms. */
  maxRttMs: 600,
  /** Less than 150 kbit/s to send with. */
  minOutgoingBps: 150_000,
  /** Weak for this long without a good sample in between. */
  sustainMs: 4000,
};
export type WeakLimits = typeof WEAK_LIMITS;

const WEAK_TYPES = ['slow-2g', '2g'];

/** Whether one sample says the network is weak (a missing figure says nothing). */
export function isWeakSample(s: QualitySample, limits: WeakLimits = WEAK_LIMITS): boolean {
  if (s.effectiveType && WEAK_TYPES.includes(s.effectiveType)) return true;
  if (s.loss !== undefined && s.loss > limits.maxLoss) return true;
  if (s.rttMs !== undefined && s.rttMs > limits.maxRttMs) return true;
  if (s.outgoingBps !== undefined && s.outgoingBps < limits.minOutgoingBps) return true;
  return false;
}

/**
 * Whether a call should drop to audio only: the browser reports a 2g / slow-2g network now, or
 * every sample of the last `sustainMs` (at least two, spanning that long) is weak. One bad second
 * is not enough; one good sample starts the count again.
 */
export function shouldDropVideo(samples: readonly QualitySample[], limits: WeakLimits = WEAK_LIMITS): boolean {
  const last = samples[samples.length - 1];
  if (!last) return false;
  if (last.effectiveType && WEAK_TYPES.includes(last.effectiveType)) return true;
  let firstWeak: QualitySample | null = null;
  for (let i = samples.length - 1; i >= 0; i -= 1) {
    if (!isWeakSample(samples[i], limits)) break;
    firstWeak = samples[i];
  }
  return firstWeak !== null && firstWeak !== last && last.at - firstWeak.at >= limits.sustainMs;
}

/** Counters kept between two getStats reports (packet loss is a difference). */
export interface StatsCounters {
  lost: number;
  received: number;
}

type Stat = Record<string, unknown> & { type?: string };
const n = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * A sample from one getStats report: loss from the inbound RTP streams (and what the other side
 * reports of ours) since the previous counters, round trip and outgoing bitrate from the active
 * candidate pair.
 */
export function sampleFromStats(
  report: Iterable<Stat>,
  prev: StatsCounters | null,
  at: number,
): { sample: QualitySample; counters: StatsCounters } {
  let lost = 0;
  let received = 0;
  let remoteLoss: number | undefined;
  let rttMs: number | undefined;
  let outgoingBps: number | undefined;
  for (const s of report) {
    if (s.type === 'inbound-rtp') {
      lost += Math.max(0, n(s.packetsLost) ?? 0);
      received += n(s.packetsReceived) ?? 0;
    } else if (s.type === 'remote-inbound-rtp') {
      const f = n(s.fractionLost);
      if (f !== undefined) remoteLoss = Math.max(remoteLoss ?? 0, f);
    } else if (s.type === 'candidate-pair' && (s.nominated === true || s.selected === true) && s.state === 'succeeded') {
      const rtt = n(s.currentRoundTripTime);
      if (rtt !== undefined) rttMs = rtt * 1000;
      const bps = n(s.availableOutgoingBitrate);
      if (bps !== undefined) outgoingBps = bps;
    }
  }
  let loss = remoteLoss;
  if (prev) {
    const dLost = lost - prev.lost;
    const dTotal = dLost + (received - prev.received);
    if (dTotal > 0) loss = Math.max(loss ?? 0, dLost / dTotal);
  }
  return { sample: { at, loss, rttMs, outgoingBps }, counters: { lost, received } };
}
