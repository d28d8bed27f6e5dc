import { session } from '../lib/storage/storage';

/** vConsole keeps its own settings in localStorage under this prefix (switch position, tabs...). */
export const DEBUG_CONSOLE_PREFIX = 'vConsole_';

let started = false;
let instance: { destroy(): void } | null = null;
let loading: Promise<void> | null = null;

/** Loads vConsole (its own chunk) and keeps it on for the rest of the session. */
export function enableDebugConsole(): void {
  session.set('ow.debug', '1');
  startDebugConsoleIfEnabled();
}

/** Starts the console when this session asked for it (called at boot and by /debug). */
export function startDebugConsoleIfEnabled(): void {
  if (started || session.get('ow.debug') !== '1') return;
  started = true;
  loading = import('vconsole').then(({ default: VConsole }) => {
    // Turned off while its chunk was loading: do not start it.
    if (!started) return;
    instance = new VConsole({ theme: 'light' });
  });
}

/** Removes every key the debug console wrote to localStorage (only the contract's keys and the app's own stay). */
export function clearDebugConsoleStorage(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k?.startsWith(DEBUG_CONSOLE_PREFIX)) keys.push(k);
  }
  keys.forEach((k) => storage.removeItem(k));
}

/** Turns the console off (`#/debug?off=1`): it closes, and leaves nothing behind in storage. */
export async function disableDebugConsole(): Promise<void> {
  session.remove('ow.debug');
  started = false;
  await loading;
  instance?.destroy();
  instance = null;
  loading = null;
  // vConsole writes its settings while it closes: clear after.
  clearDebugConsoleStorage();
}

export function isDebugConsoleStarted(): boolean {
  return started;
}
