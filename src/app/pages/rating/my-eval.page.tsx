import { MyEvaluations } from '@/features/rating/components/my-evaluations';

export default function Page() {
  return <MyEvaluations />;
}
