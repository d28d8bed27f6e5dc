import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { noticePreferencesQuery } from '@/features/profile/api/get-notice-preferences';
import { LiveTickets } from '@/features/queue/components/live-tickets';
import { matchRoute } from '@/config/routes';

/** myQueue and myNewQueue: the user's live numbers; the call vibrates as the user's 排队叫号 preference (profile) says. */
export default function MyQueuePage() {
  // Two routes, one page: the heading is the route's own title (我的排队 / 排队进度), as the tab's.
  const title = matchRoute(useLocation().pathname)?.title ?? '我的排队';
  const prefs = useQuery(noticePreferencesQuery(true));
  // A preference that cannot be read leaves the reminder on: it is the default.
  const reminders = prefs.isPending ? undefined : prefs.isError ? true : prefs.data.queue;
  return <LiveTickets title={title} reminders={reminders} />;
}
