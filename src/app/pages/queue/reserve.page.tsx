import { SubscribeOffer } from '@/app/subscribe-offer';
import { useSearchParams } from 'react-router-dom';
import { ReserveWizard } from '@/features/queue/components/reserve-wizard';

/** 预约办理 (reserve, newReserve): a guide or a hall hands over `matterId` and `hallId`. */
export default function ReservePage() {
  const [query] = useSearchParams();
  return (
    <ReserveWizard
      confirmationExtra={<SubscribeOffer template="booking" />}
      title="预约办理"
      mode="matter"
      hallId={query.get('hallId') ?? undefined}
      matterId={query.get('matterId') ?? undefined}
      category={query.get('category') ?? undefined}
    />
  );
}
