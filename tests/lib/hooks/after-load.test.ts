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
