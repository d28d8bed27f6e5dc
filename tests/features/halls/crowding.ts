import { emulatorTestApi } from '@/mocks/test-api';

// The emulator's clock to a China-time instant, for the halls' tests too.
export { setNow } from '../../utils/clock';

/** `perWindow` people waiting per open window in every queue of a hall (the queue emulator's own rows). */
export function setWaiting(hallId: string, perWindow: number, whenPaused = 0): void {
  emulatorTestApi.queue.setWaiting(hallId, perWindow, whenPaused);
}
