import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { MatterBrowser, readFilters, type FilterKey } from '@/features/matters/components/matter-browser';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';

const KEYS: FilterKey[] = ['theme', 'department', 'audience'];

/** 去办理: matters of the current area by theme, department and audience (kept alive). */
export default function GotoHandlePage() {
  const [query] = useSearchParams();
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  return (
    <PageShell title="去办理">
      <MatterBrowser
        areaCode={fixedArea}
        keys={KEYS}
        filters={readFilters(query, KEYS)}
        onChange={(f) => go(paths.gotoHandle(f), { replace: true })}
      />
    </PageShell>
  );
}
