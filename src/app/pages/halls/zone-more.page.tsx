import { PageShell } from '@/components/page-shell';
import { Zones } from '@/features/halls/components/directory';
import { useAreaParams } from '@/lib/router/navigation';

/** 服务专区: all service zones of the area. */
export default function ZoneMorePage() {
  const { fixedArea } = useAreaParams();
  return (
    <PageShell title="服务专区">
      <Zones areaCode={fixedArea} type="service" />
    </PageShell>
  );
}
