import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { liveTicketsQuery } from '../api/my-tickets';
import { liveTicketQuery } from '../api/get-ticket';
import { savedLiveTickets } from '../live-store';
import { liveAnnouncement } from '../rules';
import type { Ticket } from '../types';

/**
 * The user's live numbers, refreshed every 5 s while the page is visible (TanStack Query does
 * not poll a hidden tab, and a hidden kept-alive page has no observer). The last known state is
 * kept for the session, so the numbers still show offline.
 */
export function useLiveTickets() {
  const query = useQuery(liveTicketsQuery());
  const offline = query.isError
    ? (savedLiveTickets()?.tickets.filter((t) => ['waiting', 'called', 'serving', 'skipped'].includes(t.status)) ?? null)
    : null;
  return { query, offline, offlineAt: query.isError ? (savedLiveTickets()?.savedAt ?? null) : null };
}

/** One number, live, with the same offline fallback. */
export function useLiveTicket(id: string) {
  const query = useQuery({ ...liveTicketQuery(id), enabled: Boolean(id) });
  const offline = query.isError ? (savedLiveTickets()?.tickets.find((t) => t.id === id) ?? null) : null;
  return { query, offline, offlineAt: query.isError ? (savedLiveTickets()?.savedAt ?? null) : null };
}

/**
 * What to announce when numbers change: 即将到号 once per number, and the call itself (with a
 * vibration where the browser allows it and the user's 排队叫号 reminders are on: `vibrate`).
 * Returns the latest announcement for an aria-live region.
 */
export function useCallAnnouncer(tickets: Ticket[] | undefined, vibrate = true): string {
  const said = useRef(new Map<string, string>());
  // Calls already buzzed: a call seen before the preference was read buzzes once it says yes.
  const buzzed = useRef(new Set<string>());
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!tickets) return;
    for (const t of tickets) {
      const key = t.status === 'called' ? `called:${t.windowNumber}` : t.soon && t.status === 'waiting' ? 'soon' : '';
      if (vibrate && key.startsWith('called') && !buzzed.current.has(`${t.id}:${key}`)) {
        buzzed.current.add(`${t.id}:${key}`);
        if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
          try {
            navigator.vibrate([300, 150, 300]);
          } catch {
            // Vibration is a courtesy: a browser that refuses it still shows and announces the call.
          }
        }
      }
      if (!key || said.current.get(t.id) === key || (key === 'soon' && said.current.get(t.id)?.startsWith('called'))) continue;
      said.current.set(t.id, key);
      setMessage(liveAnnouncement(t));
    }
  }, [tickets, vibrate]);
  return message;
}
