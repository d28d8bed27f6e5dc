import { useSearchParams } from 'react-router-dom';
import { MyAgency } from '@/features/agency/components/my-agency';

export default function MyAgencyDetailsPage() {
  const [query] = useSearchParams();
  return <MyAgency id={query.get('id') ?? undefined} />;
}
