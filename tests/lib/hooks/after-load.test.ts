import { describe, expect, it, vi } from 'vitest';
import { afterLoad } from '@/lib/hooks/after-load';

/** A window whose load has not happened yet, with an idle callback the test runs. */
function loadingWindow() {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState: 'loading' },
    addEventListener: vi.fn((type: string, fn: () => void) => type === 'load' && listeners.push(fn)),
    requestIdleCallback: vi.fn((fn: () => void) => idle.push(fn)),
    setTimeout: vi.fn(),
  };
  return {
    win: win as unknown as Window,
    load: () => {
      win.document.readyState = 'complete';
      listeners.splice(0).forEach((fn) => fn());
    },
    idle: () => idle.splice(0).forEach((fn) => fn()),
  };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterLoad: code the first screen does not show waits for the page', () => {
  it('waits for the load event, then for an idle moment', async () => {
    const { win, load, idle } = loadingWindow();
    const waiting = afterLoad(win);
    expect(await settled(waiting)).toBe(false);
    load();
    expect(await settled(waiting)).toBe(false);
    idle();
    expect(await settled(waiting)).toBe(true);
  });

  it('on a page already loaded, waits only for the idle moment (a timer where idle callbacks are missing)', async () => {
    vi.useFakeTimers();
    try {
      const waiting = afterLoad(window);
      expect(window.document.readyState).toBe('complete');
      expect(await settled(waiting)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(waiting)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A visible window with LCP entries the test emits, a clock and timers it moves. */
function paintingWindow() {
  let now = 0;
  const observers: ((list: { getEntries: () => { startTime: number }[] }) => void)[] = [];
  const timers: { at: number; fn: () => void }[] = [];
  class Observer {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private fn: (list: { getEntries: () => { startTime: number }[] }) => void) {}
    observe() {
      observers.push(this.fn);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.fn), 1);
    }
  }
  const win = {
    document: { visibilityState: 'visible' },
    performance: { now: () => now },
    PerformanceObserver: Observer,
    requestAnimationFrame: vi.fn(),
    setTimeout: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
    clearTimeout: vi.fn(),
  };
  return {
    win: win as unknown as Window,
    at: (ms: number) => {
      now = ms;
      timers.filter((t) => t.at <= ms).forEach((t) => timers.splice(timers.indexOf(t), 1) && t.fn());
    },
    paint: (startTime: number) => observers.slice().forEach((fn) => fn({ getEntries: () => [{ startTime }] })),
    observing: () => observers.length,
  };
}

describe('afterFirstPage: what the first page does not show waits until it is on screen', () => {
  const fresh = async () => {
    vi.resetModules();
    return import('@/lib/hooks/after-load');
  };

  it('waits for the commit, then for the first largest paint after it (not index.html’s earlier line)', async () => {
    const m = await fresh();
    const { win, at, paint, observing } = paintingWindow();
    m.expectFirstPage(win, 1000);
    const waiting = m.afterFirstPage(win);
    at(50);
    paint(40); // index.html's "正在打开…" line, before the page
    expect(await settled(waiting)).toBe(false);
    at(120);
    m.markFirstPageCommitted(win);
    await Promise.resolve();
    paint(100); // still the line, reported late
    expect(await settled(waiting)).toBe(false);
    paint(180); // the page's own text, presented after the commit
    expect(await settled(waiting)).toBe(true);
    expect(observing()).toBe(0);
  });

  it('gives up waiting for a paint after the time-out (a page no larger than the line)', async () => {
    const m = await fresh();
    const { win, at } = paintingWindow();
    m.expectFirstPage(win, 1000);
    const waiting = m.afterFirstPage(win);
    m.markFirstPageCommitted(win);
    await Promise.resolve();
    await Promise.resolve();
    at(999);
    expect(await settled(waiting)).toBe(false);
    at(1000);
    expect(await settled(waiting)).toBe(true);
  });

  it('without a first page expected (tests, the preview service), waits only for the next paint', async () => {
    const m = await fresh();
    const { win, at } = paintingWindow();
    const frame = win.requestAnimationFrame as unknown as ReturnType<typeof vi.fn>;
    frame.mockImplementation((fn: () => void) => fn());
    const waiting = m.afterFirstPage(win);
    expect(frame).toHaveBeenCalledTimes(1);
    expect(await settled(waiting)).toBe(false); // the timer after the frame has not run
    at(0);
    expect(await settled(waiting)).toBe(true);
  });
});
