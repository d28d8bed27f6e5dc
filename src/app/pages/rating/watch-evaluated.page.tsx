import { useSearchParams } from 'react-router-dom';
import { EvaluationDetails } from '@/features/rating/evaluations/components/evaluation-details';

export default function Page() {
  const [query] = useSearchParams();
  return <EvaluationDetails id={query.get('id') ?? ''} />;
}
