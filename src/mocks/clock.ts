import { defineTable } from './db/store';

interface ClockRow {
  id: 'clock';
  offsetMs: number;
}

const clockTable = defineTable<ClockRow>('clock', () => [{ id: 'clock', offsetMs: 0 }]);

/**
 * The emulator's business clock (queue calls, staff replies): wall time plus an offset that
 * tests drive. Signature time checks use wall time, like a real gateway.
 */
export const clock = {
  now(): number {
    return Date.now() + (clockTable.get('clock')?.offsetMs ?? 0);
  },
  advance(ms: number): void {
    const offset = clockTable.get('clock')?.offsetMs ?? 0;
    clockTable.update('clock', { offsetMs: offset + ms });
  },
  reset(): void {
    clockTable.update('clock', { offsetMs: 0 });
  },
};

type Tick = (now: number) => void;
const tickers = new Set<Tick>();

/** Registers time-dependent behaviour, run on every request and on `runDue()`. */
export function onTick(fn: Tick): void {
  tickers.add(fn);
}

/** Runs every ticker against the current clock (staff replies, queue calls that are due). */
export function runDue(): void {
  const now = clock.now();
  tickers.forEach((t) => t(now));
}
