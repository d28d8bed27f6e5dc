import { PageShell } from '@/components/page-shell';
import { MyConsults } from '@/features/im/components/my-consults';

export default function MyConsultPage() {
  return (
    <PageShell title="我的咨询">
      <MyConsults />
    </PageShell>
  );
}
