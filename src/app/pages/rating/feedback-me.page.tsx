import { RepliesToMe } from '@/features/rating/components/replies-to-me';

export default function Page() {
  return <RepliesToMe />;
}
