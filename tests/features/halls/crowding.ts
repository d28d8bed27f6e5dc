import { emulatorTestApi } from '@/mocks/test-api';

/** Moves the emulator's clock to a China-time instant (`2026-11-24T10:30:00`). */
export function setNow(cst: string): void {
  emulatorTestApi.advanceClock(Date.parse(`${cst}+08:00`) - emulatorTestApi.now());
}

/** `perWindow` people waiting per open window in every queue of a hall (the queue emulator's own rows). */
export function setWaiting(hallId: string, perWindow: number, whenPaused = 0): void {
  emulatorTestApi.queue.setWaiting(hallId, perWindow, whenPaused);
}
