import { useSearchParams } from 'react-router-dom';
import { MatterFeedbackScreen } from '@/features/rating/matter-feedback/components/matter-feedback-form';

export default function Page() {
  const [query] = useSearchParams();
  return <MatterFeedbackScreen matterId={query.get('matterId') ?? ''} />;
}
