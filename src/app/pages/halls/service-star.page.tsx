import { PageShell } from '@/components/page-shell';
import { ServiceStars } from '@/features/halls/components/directory';
import { useAreaParams } from '@/lib/router/navigation';

/** 服务之星: the area's staff with the best ratings. */
export default function ServiceStarPage() {
  const { fixedArea } = useAreaParams();
  return (
    <PageShell title="服务之星">
      <ServiceStars areaCode={fixedArea} />
    </PageShell>
  );
}
