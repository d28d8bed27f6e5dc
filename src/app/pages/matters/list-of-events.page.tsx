import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { MatterBrowser, readFilters, type FilterKey } from '@/features/matters/components/matter-browser';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';

const KEYS: FilterKey[] = ['theme', 'audience', 'level'];

/** 事项清单: every matter of the current area and the areas inside it. */
export default function ListOfEventsPage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  return (
    <PageShell title="事项清单">
      <MatterBrowser
        areaCode={fixedArea}
        scope="inside"
        keys={KEYS}
        filters={readFilters(query, KEYS)}
        onChange={(f) => go(paths.listOfEvents(f), { replace: true })}
      />
    </PageShell>
  );
}
