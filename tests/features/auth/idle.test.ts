import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchIdle } from '@/features/auth/idle';

describe('watchIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after the time-out without activity, and activity restarts the wait', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    const stop = watchIdle({ timeoutMs: 1000, onIdle, target });
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });

  it('stops listening when stopped', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    const stop = watchIdle({ timeoutMs: 1000, onIdle, target });
    stop();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
