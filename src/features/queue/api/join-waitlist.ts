import { gateway } from '@/lib/http/client';
import type { WaitlistEntry } from '../types';

/** Joins the waiting list of a full day: a place freed there is booked for the user automatically. */
export function joinWaitlist(p: { hallId: string; matterId: string | null; date: string }): Promise<WaitlistEntry> {
  return gateway.put<WaitlistEntry>('/auth/reservation/waitlist', p, { silent: true });
}
