import { MyEvaluations } from '@/features/rating/evaluations/components/my-evaluations';

export default function Page() {
  return <MyEvaluations />;
}
