import { MyFeedback } from '@/features/rating/matter-feedback/components/my-feedback';

export default function Page() {
  return <MyFeedback />;
}
