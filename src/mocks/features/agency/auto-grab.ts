import { onTick } from '@/mocks/clock';
import { staffOnline } from '@/mocks/features/im';
import { grabAs } from './grab';
import { agencyRequests, autoGrabs, staff, type StaffRole } from './tables';

/**
 * Staff are people first. A request that enters the pool (待接单) waits there for the hall's
 * assistants; it reaches every assistant who is online (their 待接单 list). Only when it has waited
 * `AUTO_GRAB_MS` on the clock and no assistant of its hall is online does the emulator take it for
 * the hall's first on-duty assistant, marked automatic (grab.ts). While an assistant of the hall is
 * online it keeps waiting for them; if they leave without taking it, it is taken then.
 */

/** How long (emulator clock) a request waits in the pool before the emulator may take it. */
export const AUTO_GRAB_MS = 10 * 60_000;

/** The roles that take requests (volunteers cannot grab). */
export const GRAB_ROLES: StaffRole[] = ['assistant', 'leader'];

export function scheduleAutoGrab(requestId: string, now: number): void {
  const row = { id: requestId, dueAt: now + AUTO_GRAB_MS };
  if (autoGrabs.get(requestId)) autoGrabs.update(requestId, { dueAt: row.dueAt });
  else autoGrabs.insert(row);
}

onTick((now) => {
  for (const due of autoGrabs.filter((g) => g.dueAt <= now)) {
    const row = agencyRequests.get(due.id);
    if (!row || row.status !== 'submitted') {
      autoGrabs.remove(due.id);
      continue;
    }
    // A person of the hall is there: the request is theirs to take.
    if (staffOnline({ hallId: row.hallId, roles: GRAB_ROLES })) continue;
    const hall = staff.filter((s) => s.hallId === row.hallId && s.onDuty);
    const me = hall.find((s) => s.role === 'assistant') ?? hall.find((s) => s.role === 'leader');
    if (!me) continue;
    autoGrabs.remove(due.id);
    grabAs(row, me, { auto: true });
  }
});
