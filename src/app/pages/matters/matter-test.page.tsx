import { PageShell } from '@/components/page-shell';
import { SelfTestScreen } from '@/features/matters/components/self-test';
import { useAreaParams } from '@/lib/router/navigation';

/** 事项自测 (kept alive: the answers survive leaving and returning). */
export default function MatterTestPage() {
  const { fixedArea } = useAreaParams();
  return (
    <PageShell title="事项自测">
      <SelfTestScreen areaCode={fixedArea} />
    </PageShell>
  );
}
