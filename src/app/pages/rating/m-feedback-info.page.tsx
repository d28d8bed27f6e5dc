import { useSearchParams } from 'react-router-dom';
import { MatterFeedbackDetails } from '@/features/rating/components/matter-feedback-details';

export default function Page() {
  const [query] = useSearchParams();
  return <MatterFeedbackDetails id={query.get('id') ?? ''} />;
}
