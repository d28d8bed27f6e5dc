import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  claimChunkReload,
  isChunkLoadError,
  reloadForMissingChunk,
  resetChunkReload,
  type ChunkReloadDeps,
  type GuardStorage,
} from '@/lib/deploy/chunk-reload';

/** A sessionStorage of its own. */
function memory(initial: Record<string, string> = {}): GuardStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

const CHROMIUM = new TypeError('Failed to fetch dynamically imported module: http://h/assets/queue.page-Ab12Cd34.js');
const T0 = 1_800_000_000_000;

describe('isChunkLoadError', () => {
  it('knows the three engines’ messages and Vite’s style sheet one', () => {
    expect(isChunkLoadError(CHROMIUM)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://h/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for ./assets/x.css'))).toBe(true);
  });
  it('is not any other error', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('claimChunkReload: once', () => {
  it('takes the reload and remembers when', () => {
    const s = memory();
    expect(claimChunkReload(s, T0)).toBe(true);
    expect(s.data[CHUNK_RELOAD_KEY]).toBe(String(T0));
  });
  it('refuses a second one within the window: no loop', () => {
    const s = memory();
    expect(claimChunkReload(s, T0)).toBe(true);
    expect(claimChunkReload(s, T0 + 1_000)).toBe(false);
    expect(claimChunkReload(s, T0 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    // The refusal does not move the window.
    expect(s.data[CHUNK_RELOAD_KEY]).toBe(String(T0));
  });
  it('takes one again for a later deployment, after the window', () => {
    const s = memory({ [CHUNK_RELOAD_KEY]: String(T0) });
    expect(claimChunkReload(s, T0 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });
  it('never reloads when it cannot remember it (no storage, or storage that throws or drops writes)', () => {
    expect(claimChunkReload(null, T0)).toBe(false);
    const throwing: GuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
    };
    expect(claimChunkReload(throwing, T0)).toBe(false);
    expect(claimChunkReload({ getItem: () => null, setItem: () => undefined }, T0)).toBe(false);
  });
  it('a garbled marker does not block the reload', () => {
    expect(claimChunkReload(memory({ [CHUNK_RELOAD_KEY]: 'x' }), T0)).toBe(true);
  });
});

describe('reloadForMissingChunk', () => {
  afterEach(() => resetChunkReload());

  function deps(over: Partial<ChunkReloadDeps> = {}): ChunkReloadDeps & { reload: ReturnType<typeof vi.fn> } {
    return { storage: memory(), now: () => T0, serverAnswers: async () => true, reload: vi.fn(), ...over } as never;
  }

  it('reloads once for a missing chunk; later failures in the same page wait for that reload', async () => {
    const d = deps();
    expect(await reloadForMissingChunk(CHROMIUM, d)).toBe(true);
    expect(await reloadForMissingChunk(CHROMIUM, d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });
  it('after the reload (a new page, the marker kept), the same failure is the caller’s: the error state', async () => {
    const storage = memory();
    expect(await reloadForMissingChunk(CHROMIUM, deps({ storage }))).toBe(true);
    resetChunkReload(); // the reloaded page starts afresh, sessionStorage stays
    const again = deps({ storage, now: () => T0 + 3_000 });
    expect(await reloadForMissingChunk(CHROMIUM, again)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
  });
  it('does not reload for another error, nor when the server does not answer (offline)', async () => {
    const d = deps();
    expect(await reloadForMissingChunk(new Error('boom'), d)).toBe(false);
    const offline = deps({ serverAnswers: async () => false });
    expect(await reloadForMissingChunk(CHROMIUM, offline)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
    expect(offline.reload).not.toHaveBeenCalled();
    // Offline spent no reload: back online, the failure reloads.
    expect(await reloadForMissingChunk(CHROMIUM, deps({ storage: offline.storage }))).toBe(true);
  });
});
