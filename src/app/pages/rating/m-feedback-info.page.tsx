import { useSearchParams } from 'react-router-dom';
import { MatterFeedbackDetails } from '@/features/rating/matter-feedback/components/matter-feedback-details';

export default function Page() {
  const [query] = useSearchParams();
  return <MatterFeedbackDetails id={query.get('id') ?? ''} />;
}
