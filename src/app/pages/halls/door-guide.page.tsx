import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { DoorGuide } from '@/features/halls/components/doorplates';

/** 门牌指引: how to reach and use a doorplate service point. */
export default function DoorGuidePage() {
  const doorplateId = useSearchParams()[0].get('doorplateId') ?? '';
  return (
    <PageShell title="门牌指引">
      <DoorGuide doorplateId={doorplateId} />
    </PageShell>
  );
}
