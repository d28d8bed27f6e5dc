import { PageShell } from '@/components/page-shell';
import { DoorSearch } from '@/features/halls/components/doorplates';
import { useAreaParams } from '@/lib/router/navigation';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

/** 门牌搜索: search the area's doorplates (service points). */
export default function DoorSearchPage() {
  const signedIn = useSignedIn();
  const { fixedArea } = useAreaParams();
  return (
    <PageShell title="门牌搜索">
      <DoorSearch areaCode={fixedArea} signedIn={signedIn} />
    </PageShell>
  );
}
