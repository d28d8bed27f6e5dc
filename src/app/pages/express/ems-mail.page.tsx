import { EmsMail } from '@/features/express/components/ems-mail';

export default function EmsMailPage() {
  return <EmsMail />;
}
