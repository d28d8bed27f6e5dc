import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { NearbyHandle } from '@/features/halls/components/nearby-handle';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';

/** 就近办 (kept alive): nearby halls that handle a chosen matter, nearest first, with busy level. */
export default function NearbyHandlePage() {
  const matter = useSearchParams()[0].get('matter') ?? '';
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  return (
    <PageShell title="就近办">
      <NearbyHandle
        areaCode={fixedArea}
        initialMatter={matter}
        onMatter={(m) => go(paths.nearbyHandle({ matter: m || null }), { replace: true })}
      />
    </PageShell>
  );
}
