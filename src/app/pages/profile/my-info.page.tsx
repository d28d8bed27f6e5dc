import { MyInfo } from '@/features/profile/components/my-info';

export default function MyInfoPage() {
  return <MyInfo />;
}
