import { PendingEvaluations } from '@/features/rating/evaluations/components/pending-evaluations';

export default function Page() {
  return <PendingEvaluations />;
}
