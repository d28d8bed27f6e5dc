import { EvaluationHub } from '@/features/rating/components/evaluation-hub';

export default function Page() {
  return <EvaluationHub />;
}
