import { emulatorTestApi } from '@/mocks/test-api';

/** Moves the emulator's clock to a moment in China time (`2026-11-30T09:00:00`). */
export function setNow(cst: string): void {
  emulatorTestApi.advanceClock(Date.parse(`${cst}+08:00`) - emulatorTestApi.now());
}
