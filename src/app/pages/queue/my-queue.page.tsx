import { useQuery } from '@tanstack/react-query';
import { noticePreferencesOptions } from '@/features/profile/api/get-notice-preferences';
import { LiveTickets } from '@/features/queue/components/live-tickets';

/** myQueue and myNewQueue: the user's live numbers; the call vibrates as the user's 排队叫号 preference (profile) says. */
export default function MyQueuePage() {
  const prefs = useQuery(noticePreferencesOptions(true));
  // A preference that cannot be read leaves the reminder on: it is the default.
  const reminders = prefs.isPending ? undefined : prefs.isError ? true : prefs.data.queue;
  return <LiveTickets title="我的排队" reminders={reminders} />;
}
