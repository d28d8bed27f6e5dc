import { staff, type StaffRole, type StaffRow } from '@/mocks/features/agency';
import { presence } from './tables';

/**
 * Who is online: a user whose messaging socket was seen this recently (wall time) has a tab open.
 * Every automatic staff behaviour of the emulator asks here first, and stands in for staff only
 * when no real staff member who could do the work is online (docs/messaging.md).
 */
export const PRESENCE_MS = 15_000;

/** Whether a user (a chat id: a citizen's user id, a staff member's `M<mobile>`) has a socket open. */
export function isOnline(userId: string): boolean {
  const p = presence.get(userId);
  return Boolean(p && Date.now() - p.lastSeen < PRESENCE_MS);
}

/** Called by a socket while it is open (every pump). */
export function touchPresence(userId: string): void {
  const p = presence.get(userId);
  // Written at most every 5 s: every write is broadcast to the other tabs.
  if (p && Date.now() - p.lastSeen < 5000) return;
  if (p) presence.update(userId, { lastSeen: Date.now() });
  else presence.insert({ id: userId, lastSeen: Date.now() });
}

/** A staff member's chat id (the user id their mobile login gets). */
export const staffChatId = (s: Pick<StaffRow, 'mobile'>) => `M${s.mobile}`;

/** Which staff: of a hall, in some roles, of a department, or one person (every given field must match). */
export interface StaffScope {
  hallId?: string;
  roles?: StaffRole[];
  departmentName?: string;
  /** One staff member, by chat id (`M<mobile>`). */
  staffId?: string;
}

const inScope = (s: StaffRow, scope: StaffScope) =>
  (!scope.hallId || s.hallId === scope.hallId) &&
  (!scope.roles || scope.roles.includes(s.role)) &&
  (!scope.departmentName || s.departmentName === scope.departmentName) &&
  (!scope.staffId || staffChatId(s) === scope.staffId);

/** The real staff members of the scope who are online now. */
export function onlineStaff(scope: StaffScope): StaffRow[] {
  return staff.filter((s) => inScope(s, scope) && isOnline(staffChatId(s)));
}

/** Whether a real staff member of the scope is online: then the emulator does not act in their place. */
export function staffOnline(scope: StaffScope): boolean {
  return onlineStaff(scope).length > 0;
}
