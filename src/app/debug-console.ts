import { session } from '../lib/storage/storage';

let started = false;

/** Loads vConsole (its own chunk) and keeps it on for the rest of the session. */
export function enableDebugConsole(): void {
  session.set('ow.debug', '1');
  startDebugConsoleIfEnabled();
}

/** Starts the console when this session asked for it (called at boot and by /debug). */
export function startDebugConsoleIfEnabled(): void {
  if (started || session.get('ow.debug') !== '1') return;
  started = true;
  void import('vconsole').then(({ default: VConsole }) => {
    new VConsole({ theme: 'light' });
  });
}

export function isDebugConsoleStarted(): boolean {
  return started;
}
