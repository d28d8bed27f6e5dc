import { useSearchParams } from 'react-router-dom';
import { ComplaintDetails } from '@/features/rating/complaints/components/complaint-details';

export default function ComplaintDetailsPage() {
  const [query] = useSearchParams();
  return <ComplaintDetails id={query.get('id') ?? ''} />;
}
