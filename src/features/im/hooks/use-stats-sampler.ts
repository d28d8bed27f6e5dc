import { useEffect, type RefObject } from 'react';
import { netInfo } from '../call-media';
import { STATS_MS } from '../call-state';
import { sampleFromStats, shouldDropVideo, type QualitySample, type StatsCounters } from '../network-quality';

/** The samples judged: the last twenty (more than network-quality's 4 s window needs). */
const KEPT_SAMPLES = 20;

/**
 * While `on` (a video call connected, call-state.ts `samplesStats`): the connection's stats every
 * STATS_MS, and the browser's network type; a network that stays weak for a few seconds (or turns
 * 2g) calls `onWeak` once (network-quality.ts; docs/messaging.md, "Video call").
 */
export function useStatsSampler(on: boolean, pc: RefObject<RTCPeerConnection | null>, onWeak: () => void) {
  useEffect(() => {
    if (!on) return undefined;
    const samples: QualitySample[] = [];
    let counters: StatsCounters | null = null;
    let stopped = false;
    const judge = (sample: QualitySample) => {
      samples.push({ ...sample, effectiveType: netInfo()?.effectiveType });
      if (samples.length > KEPT_SAMPLES) samples.shift();
      if (!stopped && shouldDropVideo(samples)) {
        stopped = true;
        onWeak();
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
  }, [on, pc, onWeak]);
}
