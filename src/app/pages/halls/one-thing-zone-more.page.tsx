import { PageShell } from '@/components/page-shell';
import { Zones } from '@/features/halls/components/directory';
import { useAreaParams } from '@/lib/router/navigation';

/** 一件事专区: all one-thing zones of the area. */
export default function OneThingZoneMorePage() {
  const { fixedArea } = useAreaParams();
  return (
    <PageShell title="一件事专区">
      <Zones areaCode={fixedArea} type="oneThing" />
    </PageShell>
  );
}
