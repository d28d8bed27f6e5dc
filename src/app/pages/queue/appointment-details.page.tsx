import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { noticePreferencesQuery } from '@/features/profile/api/get-notice-preferences';
import { AppointmentDetails } from '@/features/queue/components/appointment-details';

/** The booking's details; its "leave now" nudge follows the user's 预约提醒 preference (profile). */
export default function AppointmentDetailsPage() {
  const [query] = useSearchParams();
  const prefs = useQuery(noticePreferencesQuery(true));
  // A preference that cannot be read leaves the reminder on: it is the default.
  const reminders = prefs.isPending ? undefined : prefs.isError ? true : prefs.data.reservation;
  return <AppointmentDetails id={query.get('id') ?? ''} reminders={reminders} />;
}
