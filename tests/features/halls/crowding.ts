import { halls } from '@/mocks/db/tables';
import { dayKey, minuteOfDay } from '@/mocks/features/queue/calendar';
import { queueDays } from '@/mocks/features/queue/tables';
import { queuesOf } from '@/mocks/features/queue/tickets';
import { emulatorTestApi } from '@/mocks/test-api';

/** Moves the emulator's clock to a China-time instant (`2026-11-24T10:30:00`). */
export function setNow(cst: string): void {
  emulatorTestApi.advanceClock(Date.parse(`${cst}+08:00`) - emulatorTestApi.now());
}

/**
 * Puts `perWindow` people per open window in every queue of a hall today (`whenPaused` in a
 * queue whose windows are all paused), through the queue emulator's own day rows (what 取号 and
 * the clock move), simulated up to now.
 */
export function setWaiting(hallId: string, perWindow: number, whenPaused = 0): void {
  const hall = halls.get(hallId);
  if (!hall) throw new Error(`no hall ${hallId}`);
  const now = emulatorTestApi.now();
  const day = dayKey(now);
  for (const q of queuesOf(hall)) {
    const open = q.windows.filter((w) => w.status === 'open').length;
    const id = `${hall.id}|${q.code}|${day}`;
    const row = {
      id,
      hallId: hall.id,
      code: q.code,
      day,
      issued: 40 + (open ? perWindow * open : whenPaused),
      calledUpTo: 40,
      calls: 40,
      simulatedTo: minuteOfDay(now) + 1,
      arrivalAcc: 0,
      callAcc: 0,
      closed: false,
    };
    if (queueDays.get(id)) queueDays.update(id, row);
    else queueDays.insert(row);
  }
}
