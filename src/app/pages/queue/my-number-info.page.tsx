import { useSearchParams } from 'react-router-dom';
import { TicketDetails } from '@/features/queue/components/ticket-details';

export default function MyNumberInfoPage() {
  const [query] = useSearchParams();
  return <TicketDetails id={query.get('id') ?? ''} />;
}
