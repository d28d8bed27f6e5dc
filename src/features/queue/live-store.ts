import { session } from '@/lib/storage/storage';
import type { Ticket } from './types';

interface Saved {
  savedAt: number;
  tickets: Ticket[];
}

/** The live numbers last seen in this session (`ow.queue.live`): what shows offline. */
export function savedLiveTickets(): Saved | null {
  return session.getJson<Saved>('ow.queue.live');
}

/** Keeps the numbers just fetched (the 20 latest, these first) for the session. */
export function saveLiveTickets(tickets: Ticket[]): void {
  const prev = savedLiveTickets()?.tickets ?? [];
  const merged = [...tickets, ...prev.filter((p) => !tickets.some((t) => t.id === p.id))].slice(0, 20);
  session.setJson('ow.queue.live', { savedAt: Date.now(), tickets: merged });
}
