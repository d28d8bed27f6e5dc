import { PendingEvaluations } from '@/features/rating/components/pending-evaluations';

export default function Page() {
  return <PendingEvaluations />;
}
