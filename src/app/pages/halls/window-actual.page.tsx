import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { HallPicker } from '@/features/halls/components/hall-picker';
import { WindowActualView } from '@/features/halls/components/window-actual';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import type { FirstQueries } from '@/app/routing/page-modules';
import { windowActualQuery } from '@/features/halls/api/get-window-actual';

/** The hall's windows now, asked before the page renders (FirstQueries, docs/performance.md). */
export const firstQueries: FirstQueries = (query) => {
  const hallId = query.get('hallId');
  return hallId ? [windowActualQuery(hallId)] : [];
};

/** 窗口实况: windows open now, numbers being called, people waiting (a hall is chosen first when none is given). */
export default function WindowActualPage() {
  const hallId = useSearchParams()[0].get('hallId') ?? '';
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  return (
    <PageShell title="窗口实况">
      {hallId ? (
        <WindowActualView hallId={hallId} />
      ) : (
        <HallPicker areaCode={fixedArea} prompt="选择要查看的大厅" onPick={(h) => go(paths.windowActual({ hallId: h.id }))} />
      )}
    </PageShell>
  );
}
