import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { floorPlanQuery } from '@/features/halls/api/get-floor-plan';
import { FloorPlanView } from '@/features/halls/components/floor-plan';

/** 大厅平面图: the hall's floors with zones and windows; a window shows its matters and queue. */
export default function HallInnerMapPage() {
  const [params] = useSearchParams();
  const hallId = params.get('hallId') ?? '';
  const plan = useQuery(floorPlanQuery(hallId));
  return (
    <PageShell title={plan.data ? `${plan.data.hall.name}平面图` : '大厅平面图'}>
      <QueryView query={plan} missing={!hallId} isEmpty={(p) => p.floors.length === 0} empty={<EmptyState title="该大厅暂无楼层平面图" />}>
        {(p) => <FloorPlanView plan={p} initialWindow={params.get('windowId')} />}
      </QueryView>
    </PageShell>
  );
}
