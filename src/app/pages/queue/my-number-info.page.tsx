import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { noticePreferencesQuery } from '@/features/profile/api/get-notice-preferences';
import { TicketDetails } from '@/features/queue/components/ticket-details';
import { SubscribeOffer } from '@/app/subscribe-offer';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

/** One number live; its call vibrates as the user's 排队叫号 preference (profile) says. */
export default function MyNumberInfoPage() {
  const [query] = useSearchParams();
  const signedIn = useSignedIn();
  const prefs = useQuery(noticePreferencesQuery(signedIn));
  // Without an account, or a preference that cannot be read, the reminder is on: it is the default.
  const reminders = !signedIn || prefs.isError ? true : prefs.isPending ? undefined : prefs.data.queue;
  return <TicketDetails id={query.get('id') ?? ''} reminders={reminders} waitingExtra={<SubscribeOffer template="queue" />} />;
}
