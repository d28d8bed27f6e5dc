import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// Whether the phone has a network, as TanStack Query sees it (the browser's `online` and
// `offline` events): a query waits (paused) exactly while this says offline, so what the screen
// says and what the queries do agree (docs/reliability.md, "Offline").

/** True while the phone has a network; follows the browser's online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => onlineManager.subscribe(changed),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** How long the network counts as just come back (网络已恢复) after an offline spell. */
export const BACK_ONLINE_MS = 3000;

export type NetworkState = 'online' | 'offline' | 'back';

// One state for the app, kept here rather than in each page's line: a page that mounts while the
// network has just come back (it was waiting for its code) still says so.
let state: NetworkState = 'online';
let backTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
let watching: (() => void) | undefined;

function set(next: NetworkState) {
  if (next === state) return;
  state = next;
  listeners.forEach((l) => l());
}

function watch() {
  watching ??= onlineManager.subscribe((online) => {
    clearTimeout(backTimer);
    if (!online) return set('offline');
    if (state !== 'offline') return;
    set('back');
    backTimer = setTimeout(() => set('online'), BACK_ONLINE_MS);
  });
  if (!onlineManager.isOnline()) set('offline');
}

/** online, offline, or back (online again for the first BACK_ONLINE_MS after being offline). */
export function useNetworkState(): NetworkState {
  return useSyncExternalStore(
    (changed) => {
      watch();
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    () => state,
    () => 'online',
  );
}

/** Whether the app's server answers at all: a request for version.json, never from a cache. */
export function serverAnswers(): Promise<boolean> {
  return fetch('./version.json', { cache: 'no-store' }).then(
    () => true,
    () => false,
  );
}

// Set when the phone goes offline, cleared once the server answered again: the browser's `online`
// event says a network is up, not that requests go through (in Chromium the first requests after
// it can still fail, as on a phone whose radio is still joining), and a lazy import that fails
// then stays failed for the life of the document.
let unproven = false;
/** The probe under way, one per way of probing: callers that probe alike share it. */
const proving = new Map<() => Promise<boolean>, Promise<void>>();
onlineManager.subscribe((online) => {
  if (!online) unproven = true;
});

const networkUp = () =>
  new Promise<void>((resolve) => {
    if (onlineManager.isOnline()) return resolve();
    const stop = onlineManager.subscribe((online) => {
      if (!online) return;
      stop();
      resolve();
    });
  });

/** First wait between two probes after the network came back; it doubles up to PROBE_MAX_MS. */
export const PROBE_FIRST_MS = 250;
export const PROBE_MAX_MS = 4000;

async function prove(answers: () => Promise<boolean>): Promise<void> {
  for (let wait = PROBE_FIRST_MS; ; wait = Math.min(wait * 2, PROBE_MAX_MS)) {
    await networkUp();
    if ((await answers()) && onlineManager.isOnline()) {
      unproven = false;
      return;
    }
    await new Promise((r) => setTimeout(r, wait));
  }
}

/**
 * Resolves at once online, else when the network is back and the server answers (probed with
 * back-off). Code that loads lazily waits for it offline instead of failing: a failed load stays
 * failed in the document (the browser keeps a failed module import, Vite a failed style sheet),
 * so only a reload could bring it in after.
 */
export function whenOnline(answers: () => Promise<boolean> = serverAnswers): Promise<void> {
  if (onlineManager.isOnline() && !unproven) return Promise.resolve();
  let probe = proving.get(answers);
  if (!probe) {
    probe = prove(answers).finally(() => proving.delete(answers));
    proving.set(answers, probe);
  }
  return probe;
}
