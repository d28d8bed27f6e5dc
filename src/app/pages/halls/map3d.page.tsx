import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { floorPlanQuery } from '@/features/halls/api/get-floor-plan';
import { Floors3d } from '@/features/halls/components/floors-3d';

/** 三维导览: the hall's floors as a stacked CSS 3D view (the 2D plan where 3D is unavailable). */
export default function Map3dPage() {
  const hallId = useSearchParams()[0].get('hallId') ?? '';
  const plan = useQuery(floorPlanQuery(hallId));
  return (
    <PageShell title={plan.data ? `${plan.data.hall.name}三维导览` : '三维导览'}>
      <QueryView query={plan} missing={!hallId} isEmpty={(p) => p.floors.length === 0} empty={<EmptyState title="该大厅暂无楼层平面图" />}>
        {(p) => <Floors3d plan={p} />}
      </QueryView>
    </PageShell>
  );
}
