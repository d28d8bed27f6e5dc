/**
 * A chunk that is gone after a redeploy (docs/deploy.md, "A redeploy"): the page still runs the
 * old build, whose lazily loaded files the new deployment no longer has. Loading the same file
 * again fails again; reloading the page brings the new build. The page reloads once: a marker in
 * sessionStorage says when it last did, and while it is recent a failure is left to the error
 * state with its retry, so a chunk that is missing in the new build too never makes a loop. What
 * the user typed survives the reload: drafts are written to sessionStorage on every change
 * (src/lib/storage/drafts.ts), and a reload keeps the tab's sessionStorage.
 */

import { serverAnswers, whenOnline } from '../network/online';

/** The sessionStorage key of the last reload for a missing chunk (its time, in ms). */
export const CHUNK_RELOAD_KEY = 'ow.chunkReload';
/** While the last reload is this recent, a chunk failure is not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

// Chromium, Firefox and Safari's messages for a module script that did not load, and Vite's for
// a style sheet of a chunk.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

/** Whether an error is a lazily loaded script or style that did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.test(message);
}

/** The part of sessionStorage the guard uses (injected in tests). */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Takes the one reload: true (and the marker is written) when no reload happened within the
 * window; false when one did, or when the marker cannot be read or written (private modes of some
 * webviews), since a reload that cannot be remembered could repeat forever.
 */
export function claimChunkReload(storage: GuardStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return storage.getItem(CHUNK_RELOAD_KEY) === String(now);
  } catch {
    return false;
  }
}

export interface ChunkReloadDeps {
  storage: GuardStorage | null;
  now: () => number;
  /** Whether the server answers at all (a phone that is offline gets the error state, not the browser's offline page). */
  serverAnswers: () => Promise<boolean>;
  reload: () => void;
}

function browserDeps(): ChunkReloadDeps {
  let storage: GuardStorage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    now: () => Date.now(),
    serverAnswers,
    reload: () => window.location.reload(),
  };
}

let reloading: Promise<boolean> | null = null;

/**
 * Reloads the page for a chunk that did not load, once (see above). Resolves true when the page
 * is reloading (the caller should wait, not show an error), false when the failure is the
 * caller's to show: not a chunk, offline, or already reloaded within the window.
 */
export function reloadForMissingChunk(error: unknown, deps: ChunkReloadDeps = browserDeps()): Promise<boolean> {
  if (reloading) return reloading;
  if (!isChunkLoadError(error)) return Promise.resolve(false);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve(false);
  const attempt = deps.serverAnswers().then((answers) => {
    if (!answers || !claimChunkReload(deps.storage, deps.now())) {
      reloading = null;
      return false;
    }
    deps.reload();
    return true;
  });
  reloading = attempt;
  return attempt;
}

/**
 * Reloads the page once the network is back and its server answers. For a
 * page whose code failed to load (offline, or the server away): browsers keep a failed module
 * import for the life of the document, so only a reload can load it again. What was typed is kept
 * (drafts are in sessionStorage, src/lib/storage/drafts.ts).
 */
export function reloadWhenServerAnswers(deps: ChunkReloadDeps = browserDeps()): Promise<void> {
  // Once the network is back and the server answers: the first requests after the browser's
  // `online` event can still fail (src/lib/network/online.ts).
  return whenOnline(deps.serverAnswers).then(() => deps.reload());
}

/** Forgets a reload under way (tests). */
export function resetChunkReload(): void {
  reloading = null;
}

/**
 * A page's loader whose chunk failure reloads the page once: while the page reloads it never
 * settles (the route keeps showing its loading state); otherwise the failure goes on to the
 * route's error state.
 */
export function reloadingOnMissingChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(async (e: unknown) => {
      if (await reloadForMissingChunk(e)) return new Promise<T>(() => undefined);
      throw e;
    });
}

/**
 * Vite reports every failed lazy import of the build (`vite:preloadError`, the chunk or a file it
 * needs): the page reloads once for it. The failure still reaches its caller as it did.
 */
export function watchMissingChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    // Vite's event is a load failure whatever its message says (a browser may word it otherwise).
    const error = isChunkLoadError(payload) ? payload : new Error(`Failed to fetch dynamically imported module: ${String(payload)}`);
    void reloadForMissingChunk(error);
  });
}
