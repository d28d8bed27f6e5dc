import { useSearchParams } from 'react-router-dom';
import { EvaluationFormScreen } from '@/features/rating/evaluations/components/evaluation-form';

export default function Page() {
  const [query] = useSearchParams();
  return <EvaluationFormScreen id={query.get('id') ?? ''} />;
}
