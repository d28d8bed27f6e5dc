import { SubscribeOffer } from '@/app/subscribe-offer';
import { useSearchParams } from 'react-router-dom';
import { ReserveWizard } from '@/features/queue/components/reserve-wizard';

/** 综合窗口预约: a slot at the hall's comprehensive (一窗) window, whatever the matter. */
export default function ZhReservePage() {
  const [query] = useSearchParams();
  return (
    <ReserveWizard
      confirmationExtra={<SubscribeOffer template="booking" />}
      title="综合窗口预约"
      mode="comprehensive"
      hallId={query.get('hallId') ?? undefined}
    />
  );
}
