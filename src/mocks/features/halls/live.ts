import type { BusyLevel, HallLive, LiveWindow } from '@/contract/hall';
import { windows as windowTable, type HallRow } from '@/mocks/db/tables';
import { dayKey, display, isOpenNow, queuesOf, simulate, tickets, waitingCount, waitRange } from '@/mocks/features/queue';

export type { BusyLevel, HallLive };

/** People waiting per open window at which a hall is 适中 and 繁忙. */
export const BUSY_THRESHOLDS = { normal: 3, busy: 7 } as const;

/**
 * The crowding of a hall from its queues: people waiting per open window. A closed hall, or one
 * nobody waits at, is 空闲; people waiting with every window paused is 繁忙.
 */
export function busyLevel(waiting: number, openWindows: number): BusyLevel {
  if (waiting <= 0) return 'idle';
  if (openWindows <= 0) return 'busy';
  const per = waiting / openWindows;
  return per >= BUSY_THRESHOLDS.busy ? 'busy' : per >= BUSY_THRESHOLDS.normal ? 'normal' : 'idle';
}

/**
 * The live state of a hall on the emulator's clock, read from the queue emulator's own tables
 * (queueDays, tickets) and the shared windows: the same state 取号 moves.
 */
export function hallLive(hall: HallRow, now: number): HallLive {
  const open = isOpenNow(hall, now);
  const day = dayKey(now);
  const queues = queuesOf(hall);
  const byWindow = new Map<string, { code: string; name: string; waiting: number; serving: string | null }>();
  const out: HallLive['queues'] = [];
  let waiting = 0;
  for (const q of queues) {
    const row = simulate(hall, q, day, now);
    const w = open ? waitingCount(hall, q, row) : 0;
    waiting += w;
    const wait = waitRange(q, w + 1);
    const paused = !q.windows.some((x) => x.status === 'open');
    out.push({
      code: q.code,
      name: q.name,
      waiting: w,
      waitMin: wait.min,
      waitMax: wait.max,
      paused,
      lastCalled: row.calledUpTo ? display(q.code, row.calledUpTo) : null,
    });
    // Calls go round the open windows (call c at window c mod n): the number a window serves is
    // the one of its latest call, counted back from the last number called. A number taken in the
    // app and called to this window (called or being served) is shown as it is.
    const openWs = q.windows.filter((x) => x.status === 'open');
    const n = openWs.length;
    const appCalls = tickets.filter(
      (t) => t.hallId === hall.id && t.queueCode === q.code && t.day === day && (t.status === 'called' || t.status === 'serving'),
    );
    openWs.forEach((win, i) => {
      const last = row.calls - 1;
      const offset = (((last - i) % n) + n) % n;
      const regular = last - offset >= 0 && row.calledUpTo - offset >= 1 ? display(q.code, row.calledUpTo - offset) : null;
      const app = appCalls.filter((t) => t.windowNumber === win.number).sort((a, b) => (b.calledAt ?? 0) - (a.calledAt ?? 0))[0];
      byWindow.set(win.id, { code: q.code, name: q.name, waiting: w, serving: app ? display(q.code, app.number) : regular });
    });
    q.windows
      .filter((x) => x.status !== 'open')
      .forEach((win) => byWindow.set(win.id, { code: q.code, name: q.name, waiting: w, serving: null }));
  }
  const openWindows = queues.reduce((n, q) => n + q.windows.filter((w) => w.status === 'open').length, 0);
  const windows: LiveWindow[] = hallWindows(hall).map((w) => {
    const live = byWindow.get(w.id);
    return {
      id: w.id,
      number: w.number,
      name: w.name,
      kind: w.kind,
      status: open ? w.status : 'closed',
      queueCode: live?.code ?? null,
      queueName: live?.name ?? null,
      serving: live?.serving ?? null,
      waiting: live?.waiting ?? 0,
    };
  });
  return { openNow: open, waiting, openWindows, busy: open ? busyLevel(waiting, openWindows) : 'idle', queues: out, windows };
}

const hallWindows = (hall: HallRow) => windowTable.filter((w) => w.hallId === hall.id);

/** A hall as lists answer it, with its live crowding in place of the seeded one. */
export function liveHall<T extends HallRow>(hall: T, now: number): T & { busy: BusyLevel; openNow: boolean; waiting: number } {
  const live = hallLive(hall, now);
  return { ...hall, busy: live.busy, openNow: live.openNow, waiting: live.waiting };
}
