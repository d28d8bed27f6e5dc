import { EvaluationHub } from '@/features/rating/evaluations/components/evaluation-hub';

export default function Page() {
  return <EvaluationHub />;
}
