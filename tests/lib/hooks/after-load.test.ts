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

/** A visible window whose first page has an h1 (or not), with Element Timing reports the test emits. */
function paintingWindow({ title = true } = {}) {
  let now = 0;
  const observers: ((list: { getEntries: () => { identifier: string }[] }) => void)[] = [];
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const attributes = new Map<string, string>();
  const h1 = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  class Observer {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(private fn: (list: { getEntries: () => { identifier: string }[] }) => void) {}
    observe() {
      observers.push(this.fn);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.fn), 1);
    }
  }
  const marks: unknown[] = [];
  const win = {
    document: {
      visibilityState: 'visible',
      querySelector: (selector: string) => {
        if (!title) return null;
        if (selector === '#root h1') return h1;
        const m = /^\[elementtiming="(.+)"\]$/.exec(selector);
        return m && attributes.get('elementtiming') === m[1] ? h1 : null;
      },
    },
    performance: { now: () => now, mark: (name: string, options: { detail: unknown }) => marks.push([name, options.detail]) },
    PerformanceObserver: Observer,
    requestAnimationFrame: vi.fn((fn: () => void) => fn()),
    setTimeout: (fn: () => void, ms: number) => {
      timers.push({ at: now + ms, fn, id: ++ids });
      return ids;
    },
    clearTimeout: vi.fn((id: number) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    }),
  };
  return {
    win: win as unknown as Window,
    at: (ms: number) => {
      now = ms;
      timers.filter((t) => t.at <= ms).forEach((t) => timers.splice(timers.indexOf(t), 1) && t.fn());
    },
    painted: (identifier: string) => observers.slice().forEach((fn) => fn({ getEntries: () => [{ identifier }] })),
    observing: () => observers.length,
    titleMarked: () => attributes.get('elementtiming'),
    marks,
  };
}

describe('afterFirstPage: what the first page does not show waits until it is on screen', () => {
  const fresh = async () => {
    vi.resetModules();
    return import('@/lib/hooks/after-load');
  };
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it("waits for the commit, then for the browser's report that the page's title was painted", async () => {
    const m = await fresh();
    const { win, painted, observing, titleMarked, marks } = paintingWindow();
    m.expectFirstPage(win, 1000);
    const waiting = m.afterFirstPage(win);
    expect(await settled(waiting)).toBe(false);
    m.markFirstPageCommitted(win);
    expect(titleMarked()).toBe('onewindow-first-page');
    await flush();
    painted('some-other-element');
    expect(await settled(waiting)).toBe(false);
    painted('onewindow-first-page');
    expect(await settled(waiting)).toBe(true);
    expect(observing()).toBe(0);
    expect(marks).toEqual([['onewindow:first-page-shown', { by: 'title' }]]);
  });

  it("with the page's answers to wait for: after its title, until they are in and painted", async () => {
    const m = await fresh();
    const { win, at, painted } = paintingWindow();
    let answer = () => undefined as void;
    m.expectFirstPage(win, 1000, () => new Promise<void>((resolve) => (answer = resolve)));
    const waiting = m.afterFirstPage(win);
    const title = m.afterFirstTitle(win);
    m.markFirstPageCommitted(win);
    await flush();
    painted('onewindow-first-page');
    await flush();
    // The usage reporter's wait: the title alone.
    expect(await settled(title)).toBe(true);
    expect(await settled(waiting)).toBe(false);
    answer();
    await flush();
    // The answers' paint: a larger paint reported 100 ms on, then none for 200 ms.
    at(100);
    painted('largest-paint');
    at(250);
    await flush();
    expect(await settled(waiting)).toBe(false);
    at(300);
    await flush();
    expect(await settled(waiting)).toBe(true);
  });

  it('stops waiting for the answers to be painted after a second (a page that keeps growing)', async () => {
    const m = await fresh();
    const { win, at, painted } = paintingWindow();
    m.expectFirstPage(win, 1000, () => Promise.resolve());
    const waiting = m.afterFirstPage(win);
    m.markFirstPageCommitted(win);
    await flush();
    painted('onewindow-first-page');
    await flush();
    for (let t = 150; t < 1000; t += 150) {
      at(t);
      painted('largest-paint');
    }
    await flush();
    expect(await settled(waiting)).toBe(false);
    at(1000);
    await flush();
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up waiting for the report after the time-out (a page the browser never paints)', async () => {
    const m = await fresh();
    const { win, at, marks } = paintingWindow();
    m.expectFirstPage(win, 1000);
    const waiting = m.afterFirstPage(win);
    m.markFirstPageCommitted(win);
    await flush();
    at(999);
    expect(await settled(waiting)).toBe(false);
    at(1000);
    expect(await settled(waiting)).toBe(true);
    expect(marks).toEqual([['onewindow:first-page-shown', { by: 'time-out' }]]);
  });

  it('a first page without an h1 (waiting for its login) waits only for the next paint', async () => {
    const m = await fresh();
    const { win, at, observing, marks } = paintingWindow({ title: false });
    m.expectFirstPage(win, 1000);
    const waiting = m.afterFirstPage(win);
    m.markFirstPageCommitted(win);
    await flush();
    expect(observing()).toBe(0);
    expect(await settled(waiting)).toBe(false); // the timer after the frame has not run
    at(0);
    await flush();
    expect(await settled(waiting)).toBe(true);
    expect(marks).toEqual([['onewindow:first-page-shown', { by: 'next paint' }]]);
  });

  it('without a first page expected (tests, the preview service), waits only for the next paint', async () => {
    const m = await fresh();
    const { win, at } = paintingWindow();
    const waiting = m.afterFirstPage(win);
    expect(win.requestAnimationFrame).toHaveBeenCalledTimes(1);
    expect(await settled(waiting)).toBe(false);
    at(0);
    expect(await settled(waiting)).toBe(true);
  });

  it("the first paint, with the page's title in it: when the browser reports the title painted (home's transport waits for it)", async () => {
    const m = await fresh();
    const { win, at, painted } = paintingWindow();
    m.expectFirstPage(win, 1000);
    const paint = m.afterFirstPaint(win);
    m.markFirstPageCommitted(win);
    await flush();
    at(0);
    await flush();
    expect(await settled(paint)).toBe(false);
    painted('onewindow-first-page');
    expect(await settled(paint)).toBe(true);
  });

  it("a login guard's hold: the first page waits for its decision, the first paint does not", async () => {
    const m = await fresh();
    const { win, at, painted, titleMarked } = paintingWindow();
    m.expectFirstPage(win, 1000);
    const release = m.holdFirstPage(win);
    const page = m.afterFirstPage(win);
    const paint = m.afterFirstPaint(win);
    m.markFirstPageCommitted(win);
    await flush();
    at(0);
    expect(await settled(paint)).toBe(true);
    expect(titleMarked()).toBeUndefined();
    painted('onewindow-first-page');
    expect(await settled(page)).toBe(false);
    release();
    release();
    expect(titleMarked()).toBe('onewindow-first-page');
    await flush();
    painted('onewindow-first-page');
    expect(await settled(page)).toBe(true);
  });

  it('a hold taken once the first page has committed holds nothing', async () => {
    const m = await fresh();
    const { win, painted } = paintingWindow();
    m.expectFirstPage(win, 1000);
    m.markFirstPageCommitted(win);
    const release = m.holdFirstPage(win);
    const page = m.afterFirstPage(win);
    await flush();
    painted('onewindow-first-page');
    expect(await settled(page)).toBe(true);
    release();
  });
});
