import { afterEach, describe, expect, it } from 'vitest';
import { createVisibleTimer, MAX_SPAN_MS } from '@/lib/usage/visible-time';
import { routeOf, startUsageReporter, type UsageReport } from '@/lib/usage/usage-reporter';

function fakeClock(start = 1_763_798_400_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('visible time: span accounting', () => {
  it('counts a span from show to hide and hands it out once', () => {
    const c = fakeClock();
    const timer = createVisibleTimer(c.now);
    timer.show();
    c.advance(5000);
    expect(timer.hide()).toEqual({ seq: 1, startedAt: 1_763_798_400_000, endedAt: 1_763_798_405_000, durationMs: 5000 });
    // pagehide after visibilitychange: the span was already sent.
    expect(timer.hide()).toBeNull();
  });

  it('does not count hidden time: pauses while hidden, resumes with a new span', () => {
    const c = fakeClock();
    const timer = createVisibleTimer(c.now);
    timer.show();
    c.advance(3000);
    const first = timer.hide();
    c.advance(60_000); // hidden a minute
    timer.show();
    c.advance(2000);
    const second = timer.hide();
    expect(first?.durationMs).toBe(3000);
    expect(second).toEqual(expect.objectContaining({ seq: 2, durationMs: 2000 }));
    expect((first?.durationMs ?? 0) + (second?.durationMs ?? 0)).toBe(5000);
  });

  it('keeps the first start when shown twice (visibilitychange and pageshow)', () => {
    const c = fakeClock();
    const timer = createVisibleTimer(c.now);
    timer.show();
    c.advance(4000);
    timer.show();
    c.advance(1000);
    expect(timer.hide()?.durationMs).toBe(5000);
  });

  it('drops a flick under a second, a clock that went back, and more than a day', () => {
    const c = fakeClock();
    const timer = createVisibleTimer(c.now);
    timer.show();
    c.advance(999);
    expect(timer.hide()).toBeNull();
    timer.show();
    c.advance(-10_000);
    expect(timer.hide()).toBeNull();
    timer.show();
    c.advance(MAX_SPAN_MS + 1);
    expect(timer.hide()).toBeNull();
    expect(timer.running()).toBe(false);
    // Dropped spans use no sequence number.
    timer.show();
    c.advance(1000);
    expect(timer.hide()?.seq).toBe(1);
  });
});

describe('routeOf', () => {
  it.each([
    ['#/home?fixedArea=120101&rootArea=120000&sys=home', { route: '/home', fixedArea: '120101' }],
    ['#/login?redirect=%2FmyInfo&ticket=T123&secret=s', { route: '/login' }],
    ['', { route: '/' }],
    ['#/myInfo?fixedArea=abc', { route: '/myInfo' }],
  ])('%s', (hash, want) => {
    expect(routeOf(hash)).toEqual(want);
  });
});

describe('startUsageReporter', () => {
  let stop: (() => void) | null = null;
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    stop?.();
    stop = null;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('sends one report per visible span, on hidden or pagehide, never twice', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    window.location.hash = '#/home?fixedArea=120101&rootArea=120000';
    const c = fakeClock();
    const sent: UsageReport[] = [];
    stop = startUsageReporter({ now: c.now, send: (r) => sent.push(r), visitId: 'visit-test-1' });
    c.advance(7000);
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      {
        visitId: 'visit-test-1',
        seq: 1,
        startedAt: 1_763_798_400_000,
        endedAt: 1_763_798_407_000,
        durationMs: 7000,
        reason: 'hidden',
        route: '/home',
        fixedArea: '120101',
      },
    ]);
    // Hidden for a minute: not counted. Back, 3 s, then the page is left.
    c.advance(60_000);
    setVisibility('visible');
    c.advance(3000);
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(expect.objectContaining({ seq: 2, durationMs: 3000, reason: 'pagehide' }));
    // Restored from the back-forward cache: a new span.
    setVisibility('visible');
    window.dispatchEvent(new Event('pageshow'));
    c.advance(2000);
    setVisibility('hidden');
    expect(sent.map((r) => r.durationMs)).toEqual([7000, 3000, 2000]);
  });

  it('starts nothing for a page opened hidden until it is shown', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    const c = fakeClock();
    const sent: UsageReport[] = [];
    stop = startUsageReporter({ now: c.now, send: (r) => sent.push(r), visitId: 'visit-test-2' });
    c.advance(30_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
    setVisibility('visible');
    c.advance(1500);
    setVisibility('hidden');
    expect(sent).toEqual([expect.objectContaining({ seq: 1, durationMs: 1500 })]);
  });

  it('stops listening when stopped', () => {
    const c = fakeClock();
    const sent: UsageReport[] = [];
    const end = startUsageReporter({ now: c.now, send: (r) => sent.push(r), visitId: 'visit-test-3' });
    end();
    c.advance(5000);
    setVisibility('hidden');
    expect(sent).toEqual([]);
  });
});
