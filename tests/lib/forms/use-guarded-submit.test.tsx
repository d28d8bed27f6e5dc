import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_DEBOUNCE_MS, useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { GatewayError, MESSAGES } from '@/lib/http/errors';

afterEach(() => {
  vi.useRealTimers();
});

describe('useGuardedSubmit', () => {
  it('five runs in one task send once', async () => {
    const { result } = renderHook(() => useGuardedSubmit());
    const send = vi.fn(() => new Promise<void>((r) => setTimeout(r, 5)));
    await act(async () => {
      await Promise.all(Array.from({ length: 5 }, () => result.current.run(send)));
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ignores another send within 3 s of a successful one, then lets it go', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useGuardedSubmit());
    const send = vi.fn(async () => undefined);
    await act(() => result.current.run(send));
    vi.setSystemTime(Date.now() + SUBMIT_DEBOUNCE_MS - 1);
    await act(() => result.current.run(send));
    expect(send).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2);
    await act(() => result.current.run(send));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a failure frees the form at once and says what was kept', async () => {
    const { result } = renderHook(() => useGuardedSubmit({ kept: '内容已保留。' }));
    await act(() => result.current.run(async () => Promise.reject(new GatewayError('http', '服务暂时不可用'))));
    expect(result.current.error).toBe('提交失败：服务暂时不可用。内容已保留。');
    const again = vi.fn(async () => undefined);
    await act(() => result.current.run(again));
    expect(again).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeNull();
  });

  it('says nothing for a 401 (the reporter has gone to login) or without kept', async () => {
    const withKept = renderHook(() => useGuardedSubmit({ kept: 'x' }));
    await act(() => withKept.result.current.run(async () => Promise.reject(new GatewayError('auth', MESSAGES.expired))));
    expect(withKept.result.current.error).toBeNull();
    const plain = renderHook(() => useGuardedSubmit());
    await act(() => plain.result.current.run(async () => Promise.reject(new Error('x'))));
    expect(plain.result.current.error).toBeNull();
  });

  it('debounceMs 0: only one at a time, the next may go as soon as it ends', async () => {
    const { result } = renderHook(() => useGuardedSubmit({ debounceMs: 0 }));
    const send = vi.fn(async () => undefined);
    await act(async () => {
      await Promise.all([result.current.run(send), result.current.run(send)]);
    });
    await act(() => result.current.run(send));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("plainError: the failure's own message, nothing for a 401", async () => {
    const { result } = renderHook(() => useGuardedSubmit({ debounceMs: 0, plainError: true }));
    await act(() => result.current.run(async () => Promise.reject(new GatewayError('http', '该请求已被其他帮办员受理'))));
    expect(result.current.error).toBe('该请求已被其他帮办员受理');
    await act(() => result.current.run(async () => Promise.reject(new GatewayError('auth', MESSAGES.expired))));
    expect(result.current.error).toBeNull();
  });

  it('attempt resolves to the outcome: the value, what was thrown, or null when ignored', async () => {
    const { result } = renderHook(() => useGuardedSubmit());
    let first: unknown;
    let ignored: unknown = 'not yet';
    await act(async () => {
      [first, ignored] = await Promise.all([result.current.attempt(async () => 42), result.current.attempt(async () => 43)]);
    });
    expect(first).toEqual({ ok: true, value: 42 });
    expect(ignored).toBeNull();
    const failure = new GatewayError('http', '服务暂时不可用');
    const plain = renderHook(() => useGuardedSubmit());
    let failed: unknown;
    await act(async () => {
      failed = await plain.result.current.attempt(async () => Promise.reject(failure));
    });
    expect(failed).toEqual({ ok: false, error: failure });
  });
});
