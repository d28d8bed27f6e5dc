import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from '@/lib/hooks/use-wake-lock';

function installWakeLock(request: (type: string) => Promise<{ release(): Promise<void> }>) {
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: vi.fn(request) } });
  return (navigator as unknown as { wakeLock: { request: ReturnType<typeof vi.fn> } }).wakeLock.request;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

afterEach(() => {
  delete (navigator as unknown as { wakeLock?: unknown }).wakeLock;
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('the screen kept on while a code shows', () => {
  it('takes the screen lock while active and releases it when the showing ends', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = installWakeLock(() => Promise.resolve({ release }));
    const { rerender, unmount } = renderHook(({ on }) => useWakeLock(on), { initialProps: { on: false } });
    expect(request).not.toHaveBeenCalled();
    rerender({ on: true });
    expect(request).toHaveBeenCalledWith('screen');
    await act(() => Promise.resolve());
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('takes it again when the page shows after being hidden (the browser drops it then)', async () => {
    const request = installWakeLock(() => Promise.resolve({ release: () => Promise.resolve() }));
    renderHook(() => useWakeLock(true));
    setVisibility('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(request).toHaveBeenCalledTimes(2);
    await act(() => Promise.resolve());
  });

  it('shows the code all the same where the browser has no lock or refuses it', async () => {
    expect(() => renderHook(() => useWakeLock(true)).unmount()).not.toThrow();
    installWakeLock(() => Promise.reject(new DOMException('refused', 'NotAllowedError')));
    const { unmount } = renderHook(() => useWakeLock(true));
    await act(() => Promise.resolve());
    expect(() => unmount()).not.toThrow();
  });
});
