import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { MatterBrowser, readFilters, type FilterKey } from '@/features/matters/components/matter-browser';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';

const KEYS: FilterKey[] = ['theme'];

/** 街道事项: matters handled at street (乡镇) level in the current area. */
export default function StreetMatterPage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  return (
    <PageShell title="街道事项">
      <MatterBrowser
        areaCode={fixedArea}
        scope="inside"
        keys={KEYS}
        fixed={{ level: 'street' }}
        filters={readFilters(query, KEYS)}
        onChange={(f) => go(paths.streetMatter(f), { replace: true })}
      />
    </PageShell>
  );
}
