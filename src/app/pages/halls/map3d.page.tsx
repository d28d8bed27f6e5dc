import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { floorPlanQuery } from '@/features/halls/api/get-floor-plan';
import { Floors3d } from '@/features/halls/components/floors-3d';

/** 三维导览: the hall's floors as a stacked CSS 3D view (the 2D plan where 3D is unavailable). */
export default function Map3dPage() {
  const hallId = useSearchParams()[0].get('hallId') ?? '';
  const plan = useQuery(floorPlanQuery(hallId));
  return (
    <PageShell title="三维导览">
      <QueryView query={plan} missing={!hallId} isEmpty={(p) => p.floors.length === 0}>
        {(p) => <Floors3d plan={p} />}
      </QueryView>
    </PageShell>
  );
}
