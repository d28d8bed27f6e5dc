import { useLocation } from 'react-router-dom';
import { MyNumbers } from '@/features/queue/components/my-numbers';

/** myNumber (我的取号记录) and myNewNumber (我的取号). */
export default function MyNumberPage() {
  const { pathname } = useLocation();
  return <MyNumbers title={pathname.includes('myNewNumber') ? '我的取号' : '我的取号记录'} />;
}
