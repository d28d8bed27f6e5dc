import { MyFeedback } from '@/features/rating/components/my-feedback';

export default function Page() {
  return <MyFeedback />;
}
