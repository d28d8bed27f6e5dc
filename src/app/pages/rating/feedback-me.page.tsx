import { RepliesToMe } from '@/features/rating/matter-feedback/components/replies-to-me';

export default function Page() {
  return <RepliesToMe />;
}
