import { PageShell } from '@/components/page-shell';
import { DoorSearch } from '@/features/halls/components/doorplates';
import { useAreaParams } from '@/lib/router/navigation';
import { getSession } from '@/lib/storage/storage';

/** 门牌搜索: search the area's doorplates (service points). */
export default function DoorSearchPage() {
  const { fixedArea } = useAreaParams();
  return (
    <PageShell title="门牌搜索">
      <DoorSearch areaCode={fixedArea} signedIn={Boolean(getSession())} />
    </PageShell>
  );
}
