import { gateway } from '@/lib/http/client';
import type { WaitlistEntry } from '../types';

/** Leaves a waiting list. */
export function leaveWaitlist(id: string): Promise<WaitlistEntry> {
  return gateway.post<WaitlistEntry>('/auth/reservation/waitlist/leave', { id }, { silent: true });
}
