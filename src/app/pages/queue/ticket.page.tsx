import { useSearchParams } from 'react-router-dom';
import { TicketTaker } from '@/features/queue/components/ticket-taker';

export default function TicketPage() {
  const [query] = useSearchParams();
  return <TicketTaker hallId={query.get('hallId') ?? undefined} reservationId={query.get('reservationId') ?? undefined} />;
}
