import { useSearchParams } from 'react-router-dom';
import { AppointmentDetails } from '@/features/queue/components/appointment-details';

export default function AppointmentDetailsPage() {
  const [query] = useSearchParams();
  return <AppointmentDetails id={query.get('id') ?? ''} />;
}
