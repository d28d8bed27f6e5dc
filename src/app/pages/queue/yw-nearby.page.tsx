import { useSearchParams } from 'react-router-dom';
import { NearbyForBusiness } from '@/features/queue/components/business';

export default function YwNearbyPage() {
  const [query] = useSearchParams();
  return <NearbyForBusiness category={query.get('category') ?? undefined} />;
}
