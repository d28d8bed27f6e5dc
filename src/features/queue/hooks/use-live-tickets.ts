import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { session } from '@/lib/storage/storage';
import { getMyTickets, myTicketsKey } from '../api/my-tickets';
import { getTicket, ticketKey } from '../api/get-ticket';
import { liveAnnouncement, LIVE_POLL_MS } from '../rules';
import type { Ticket } from '../types';

interface Saved {
  savedAt: number;
  tickets: Ticket[];
}

function saved(): Saved | null {
  return session.getJson<Saved>('ow.queue.live');
}

function save(tickets: Ticket[]): void {
  const prev = saved()?.tickets ?? [];
  const merged = [...tickets, ...prev.filter((p) => !tickets.some((t) => t.id === p.id))].slice(0, 20);
  session.setJson('ow.queue.live', { savedAt: Date.now(), tickets: merged });
}

/**
 * The user's live numbers, refreshed every 5 s while the page is visible (TanStack Query does
 * not poll a hidden tab, and a hidden kept-alive page has no observer). The last known state is
 * kept for the session, so the numbers still show offline.
 */
export function useLiveTickets() {
  const query = useQuery({
    queryKey: myTicketsKey('live'),
    queryFn: async () => {
      const page = await getMyTickets('live', 1, 20);
      save(page.records);
      return page.records;
    },
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const offline = query.isError
    ? (saved()?.tickets.filter((t) => ['waiting', 'called', 'serving', 'skipped'].includes(t.status)) ?? null)
    : null;
  return { query, offline, offlineAt: query.isError ? (saved()?.savedAt ?? null) : null };
}

/** One number, live, with the same offline fallback. */
export function useLiveTicket(id: string) {
  const query = useQuery({
    queryKey: ticketKey(id),
    queryFn: async () => {
      const t = await getTicket(id);
      save([t]);
      return t;
    },
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data && ['done', 'expired', 'cancelled'].includes(q.state.data.status) ? false : LIVE_POLL_MS),
    refetchIntervalInBackground: false,
  });
  const offline = query.isError ? (saved()?.tickets.find((t) => t.id === id) ?? null) : null;
  return { query, offline, offlineAt: query.isError ? (saved()?.savedAt ?? null) : null };
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
