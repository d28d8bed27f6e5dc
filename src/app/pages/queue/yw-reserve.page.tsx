import { BizTypeList } from '@/features/queue/components/business';

export default function YwReservePage() {
  return <BizTypeList />;
}
