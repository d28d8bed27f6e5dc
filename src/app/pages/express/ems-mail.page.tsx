import { useSearchParams } from 'react-router-dom';
import { EmsMail } from '@/features/express/components/ems-mail';
import { MyEms } from '@/features/express/components/my-ems';

/** 邮寄服务: the order form, or with `view=mine` 我的邮寄, the orders placed. */
export default function EmsMailPage() {
  const [query] = useSearchParams();
  return query.get('view') === 'mine' ? <MyEms /> : <EmsMail />;
}
